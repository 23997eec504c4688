import {
  AddRegular,
  ArrowLeftRegular,
  ArrowRightRegular,
  CheckmarkRegular,
  CopyRegular,
  DeleteRegular,
  DismissRegular,
  EditRegular,
  type FluentIcon,
  InfoRegular,
  SaveRegular,
  SendRegular,
  SubtractRegular,
} from '@fluentui/react-icons';
import type { StaticButtonIconName } from '../definitions/staticButtonIcons';

/** The Fluent icon of each name a static button may store; the type keeps the two lists in step. */
export const staticButtonIconComponents = {
  add: AddRegular,
  subtract: SubtractRegular,
  delete: DeleteRegular,
  dismiss: DismissRegular,
  checkmark: CheckmarkRegular,
  edit: EditRegular,
  copy: CopyRegular,
  save: SaveRegular,
  send: SendRegular,
  arrow_left: ArrowLeftRegular,
  arrow_right: ArrowRightRegular,
  info: InfoRegular,
} as const satisfies Record<StaticButtonIconName, FluentIcon>;
