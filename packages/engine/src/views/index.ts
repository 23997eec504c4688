export { isViewId } from './isViewId';
export {
  DEFAULT_VIEW_PER_PAGE,
  INBOX_BUILT_IN_COLUMNS,
  type InboxBuiltInColumn,
  type InboxColumn,
  MAX_VIEW_PER_PAGE,
  type ProcessesInboxViewDefinition,
  type TableRowClick,
  type TableViewColumn,
  type TableViewDefinition,
  type TableViewQuery,
  VIEW_TYPES,
  type ViewDefinition,
  type ViewDefinitionBase,
  type ViewType,
} from './view.types';
export { viewSchema } from './viewSchema';
