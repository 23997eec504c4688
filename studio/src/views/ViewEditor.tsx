import {
  Button,
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  SpinButton,
  Switch,
  tokens,
} from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { deleteViewDefinition, type ViewDefinitionItem } from '@tessera/client';
import { DEFAULT_VIEW_PER_PAGE, MAX_VIEW_PER_PAGE } from '@tessera/engine';
import { hasClientFeature, useUnsavedChanges } from '@tessera/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { BackLink } from '../common/BackLink';
import { EditorHeader } from '../common/EditorHeader';
import { EditorSection } from '../common/EditorSection';
import { StatusSwitch } from '../common/StatusSwitch';
import { useEditableVersion } from '../common/useEditableVersion';
import { useProblemMessage, useProblemTranslator } from '../common/useProblemMessage';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { adapter, notifications } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';
import { ColumnsEditor } from './ColumnsEditor';
import { FiltersEditor } from './FiltersEditor';
import { IdsDropdown } from './IdsDropdown';
import { RowClickEditor } from './RowClickEditor';
import { SortingEditor } from './SortingEditor';
import { useViewEditor } from './useViewEditor';
import { useInboxProviders, useViewEditorOptions } from './useViewEditorOptions';
import { useViewMenuEntry } from './useViewMenuEntry';
import { ViewAccessSection } from './ViewAccessSection';
import { viewAddress } from './viewAddress';
import {
  type InboxViewDraft,
  type TableViewDraft,
  type ViewDraft,
  withColumns,
  withProcesses,
  withQuery,
} from './viewDraft';
import { inboxBuiltInChoices, recordFieldChoices } from './viewFieldChoices';
import { viewPaths } from './viewPaths';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
});

export interface ViewEditorProps {
  /** The stored view; null for a new one. */
  readonly initial: ViewDefinitionItem | null;
  /** A new view's first draft (empty, or a copy). */
  readonly initialDraft: ViewDraft;
}

/**
 * The view editor (spec 000 §2 settings.views new and {id}/edit; spec 002 §3 "Views"): name,
 * title, status; route path with the address it gives, public flag, roles, menu entry; the data
 * (a table's provider, an inbox's processes); columns; a table's filters, sorting and row action.
 * Saves with the revision read, shows the server's problems on their inputs, and offers to reload
 * after someone else's change.
 */
export function ViewEditor({ initial, initialDraft }: ViewEditorProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const { basePath, client, data } = useStudioPage();
  const [, replaceLocation] = useLocation();
  const editor = useViewEditor(initial, initialDraft);
  const options = useViewEditorOptions();
  const { draft, problems } = editor;
  const savedId = editor.saved?.id ?? null;
  const message = useProblemMessage(problems);
  const translate = useProblemTranslator();
  const menuEntry = useViewMenuEntry(savedId, data?.version?.id ?? null);
  const [addToMenu, setAddToMenu] = useState(false);
  const [menuFailed, setMenuFailed] = useState(false);
  useUnsavedChanges({ formId: 'settings.views.menuEntry', dirty: addToMenu });
  const editable = useEditableVersion(editor.block);
  const change = editor.change;
  const inboxProviders = useInboxProviders(
    draft.type === 'processes_inbox' ? draft.processSettingsIds : [],
    options.providers,
  );
  const provider =
    draft.type === 'table'
      ? options.providers?.find((candidate) => candidate.id === draft.query.fromProviderId)
      : undefined;
  const recordChoices = recordFieldChoices(
    draft.type === 'table' ? (provider ? [provider] : []) : inboxProviders,
    t,
  );
  const columnChoices =
    draft.type === 'table'
      ? provider
        ? recordChoices
        : []
      : draft.processSettingsIds.length > 0
        ? [...inboxBuiltInChoices(t), ...recordChoices]
        : [];

  const save = async () => {
    const saved = await editor.save();
    if (!saved) return;
    if (addToMenu && saved.status === 'active') {
      setMenuFailed(false);
      try {
        await menuEntry.add({
          id: saved.id,
          title: saved.title,
          icon: saved.type === 'table' ? 'table' : 'tasks',
        });
        setAddToMenu(false);
        notifications.notify({ intent: 'success', title: 'notifications.success' });
      } catch {
        setMenuFailed(true);
      }
    }
    if (initial === null) replaceLocation(viewPaths.edit(basePath, saved.id), { replace: true });
  };
  const generalProblem = message('general');
  const openHref =
    savedId === null ? null : viewAddress(basePath, editor.baseline.routeKey ?? savedId);

  return (
    <>
      <EditorHeader
        texts="views.editor"
        back={<BackLink href={viewPaths.list(basePath)}>{t('views.editor.back')}</BackLink>}
        title={
          savedId === null
            ? t('views.editor.newTitle', { type: t(`views.types.${draft.type}`) })
            : draft.name || initial?.name
        }
        description={t(`views.typeHints.${draft.type}`)}
        actions={
          openHref !== null && (
            <Button icon={<OpenRegular />} as="a" href={openHref} target="_blank">
              {t('views.editor.openView')}
            </Button>
          )
        }
        deletion={{
          label: t('views.list.delete'),
          confirm: { itemName: draft.name },
          run: (saved) => deleteViewDefinition(adapter, saved.id),
          listHref: viewPaths.list(basePath),
        }}
        editor={editor}
        editable={editable}
        onSave={() => void save()}
        problem={generalProblem}
      >
        {menuFailed && (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>{t('views.access.menuFailed')}</MessageBarBody>
          </MessageBar>
        )}
      </EditorHeader>

      <EditorSection title={t('views.editor.general')}>
        <div className={styles.grid}>
          <Field
            label={t('views.editor.name')}
            hint={t('views.editor.nameHint')}
            validationMessage={message('name')}
            required
          >
            <Input
              value={draft.name}
              placeholder={t('views.editor.namePlaceholder')}
              onChange={(_, value) => change((current) => ({ ...current, name: value.value }))}
            />
          </Field>
          <Field
            label={t('views.editor.title')}
            hint={t('views.editor.titleHint')}
            validationMessage={message('title')}
            required
          >
            <Input
              value={draft.title}
              placeholder={t('views.editor.titlePlaceholder')}
              onChange={(_, value) => change((current) => ({ ...current, title: value.value }))}
            />
          </Field>
          <Field
            label={t('views.editor.perPage')}
            hint={t('views.editor.perPageHint', {
              max: MAX_VIEW_PER_PAGE,
              default: DEFAULT_VIEW_PER_PAGE,
            })}
            validationMessage={message('perPage')}
          >
            <SpinButton
              min={1}
              max={MAX_VIEW_PER_PAGE}
              value={draft.perPage ?? null}
              placeholder={String(DEFAULT_VIEW_PER_PAGE)}
              onChange={(_, value) => {
                const next = value.value ?? Number.parseInt(value.displayValue ?? '', 10);
                change((current) => {
                  const { perPage: _old, ...rest } = current;
                  return (Number.isFinite(next) ? { ...rest, perPage: next } : rest) as ViewDraft;
                });
              }}
            />
          </Field>
          <StatusSwitch texts="views.editor" editor={editor} />
        </div>
      </EditorSection>

      <ViewAccessSection
        draft={draft}
        change={change}
        savedId={savedId}
        basePath={basePath}
        publicAllowed={hasClientFeature(client, 'viewsPublic')}
        roles={options.roles}
        message={message}
        translate={translate}
        menu={{ linkedText: menuEntry.linkedText, add: addToMenu, setAdd: setAddToMenu }}
      />

      <EditorSection title={t('views.source.title')}>
        <div className={styles.grid}>
          {draft.type === 'table' ? (
            <Field
              label={t('views.source.provider')}
              hint={t('views.source.providerHint')}
              validationMessage={
                message('provider') ??
                (options.providers === null ? t('views.source.optionsLoadFailed') : undefined)
              }
              required
            >
              <Dropdown
                placeholder={t('views.source.providerPlaceholder')}
                value={provider?.name ?? draft.query.fromProviderId}
                selectedOptions={draft.query.fromProviderId ? [draft.query.fromProviderId] : []}
                onOptionSelect={(_, value) =>
                  change((current) =>
                    withQuery(current as TableViewDraft, (query) => ({
                      ...query,
                      fromProviderId: value.optionValue ?? '',
                    })),
                  )
                }
              >
                {(options.providers ?? []).map((option) => (
                  <Option key={option.id} value={option.id}>
                    {option.name}
                  </Option>
                ))}
              </Dropdown>
            </Field>
          ) : (
            <>
              <Field
                label={t('views.source.processes')}
                hint={t('views.source.processesHint')}
                validationMessage={message('processes')}
                required
              >
                <IdsDropdown
                  options={options.processes}
                  selected={draft.processSettingsIds}
                  placeholder={t('views.source.processesPlaceholder')}
                  onChange={(ids) =>
                    change((current) => withProcesses(current as InboxViewDraft, ids))
                  }
                />
              </Field>
              <Field>
                <Switch
                  label={t('views.source.includeFinished')}
                  checked={draft.includeFinished === true}
                  onChange={(_, value) =>
                    change((current) => ({
                      ...(current as InboxViewDraft),
                      includeFinished: value.checked,
                    }))
                  }
                />
              </Field>
            </>
          )}
        </div>
      </EditorSection>

      <EditorSection title={t('views.columns.title')} description={t('views.columns.description')}>
        <ColumnsEditor
          columns={draft.columns}
          choices={columnChoices}
          problem={message}
          onChange={(columns) => change((current) => withColumns(current, columns))}
        />
      </EditorSection>

      {draft.type === 'table' && (
        <>
          <EditorSection
            title={t('views.filters.title')}
            description={t('views.filters.description')}
          >
            <FiltersEditor
              filter={draft.query.filter}
              choices={provider ? recordChoices : []}
              problem={message('filters')}
              onChange={(filter) =>
                change((current) =>
                  withQuery(current as TableViewDraft, ({ filter: _old, ...query }) =>
                    filter === undefined ? query : { ...query, filter },
                  ),
                )
              }
            />
          </EditorSection>
          <EditorSection
            title={t('views.sorting.title')}
            description={t('views.sorting.description')}
          >
            <SortingEditor
              sorting={draft.query.sorting ?? []}
              choices={provider ? recordChoices : []}
              problem={message}
              onChange={(sorting) =>
                change((current) =>
                  withQuery(current as TableViewDraft, ({ sorting: _old, ...query }) =>
                    sorting.length === 0 ? query : { ...query, sorting },
                  ),
                )
              }
            />
          </EditorSection>
          <EditorSection
            title={t('views.rowClick.title')}
            description={t('views.rowClick.description')}
          >
            <RowClickEditor
              rowClick={draft.rowClick}
              processProvider={provider?.type === 'process'}
              forms={options.forms}
              roles={options.roles}
              problem={message('rowClick')}
              onChange={(rowClick) =>
                change((current) => {
                  const { rowClick: _old, ...rest } = current as TableViewDraft;
                  return rowClick === undefined ? rest : { ...rest, rowClick };
                })
              }
            />
          </EditorSection>
        </>
      )}
    </>
  );
}
