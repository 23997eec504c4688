import {
  Button,
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  Option,
  Switch,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, SaveRegular, TableSimpleRegular } from '@fluentui/react-icons';
import { type DataProviderItem, deleteDataProvider } from '@tessera/client';
import type { ProviderField } from '@tessera/engine';
import { useConfirm } from '@tessera/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { BackLink } from '../common/BackLink';
import { EditorSection } from '../common/EditorSection';
import { PageHeader } from '../common/PageHeader';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { dataProviderPaths } from '../navigation/studioPaths';
import { useStudioNavigate } from '../navigation/useStudioNavigate';
import { adapter, notifications } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';
import { canEditVersion, versionEditability } from '../shell/versionEditability';
import { FieldEditorPanel } from './FieldEditorPanel';
import { ProviderAccessEditor } from './ProviderAccessEditor';
import { ProviderFieldsList } from './ProviderFieldsList';
import { fieldLocation } from './problemLocation';
import {
  createField,
  editableProviderTypes,
  moveField,
  removeField,
  replaceField,
  withAccess,
  withFields,
} from './providerDraft';
import { useEditorOptions } from './useEditorOptions';
import { useProblemMessage } from './useProblemMessage';
import { useProviderEditor } from './useProviderEditor';

const useStyles = makeStyles({
  bars: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginBottom: tokens.spacingVerticalL,
  },
  general: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  panel: {
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    position: 'sticky',
    top: tokens.spacingVerticalL,
  },
  muted: { color: tokens.colorNeutralForeground2 },
});

/**
 * The data provider editor (spec 000 §2 settings.dataProviders new and {id}/edit; spec 001
 * §3.3): name, type and status; the fields in order with their settings; per-role access. Saves
 * with the revision read, shows the server's problems on their inputs, and offers to reload
 * after someone else's change.
 */
export function DataProviderEditor({ initial }: { initial: DataProviderItem | null }) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const { basePath, client, data } = useStudioPage();
  const [, replaceLocation] = useLocation();
  const navigate = useStudioNavigate();
  const { confirmDelete, dialog } = useConfirm();
  const editor = useProviderEditor(initial);
  const { roles, providers } = useEditorOptions();
  const { draft, problems } = editor;
  const fields = draft.config.fields;
  const [selectedId, setSelectedId] = useState<string | null>(fields[0]?.id ?? null);
  const selected = fields.find((field) => field.id === selectedId) ?? null;
  const message = useProblemMessage(problems);
  const editability = data?.version ? versionEditability(data.version, client) : 'draft';
  const editable = canEditVersion(editability) && editor.block !== 'versionLocked';
  const ownType = (editableProviderTypes as readonly string[]).includes(draft.type);
  const hasProblem = (fieldId: string) =>
    [...problems.keys()].some(
      (location) =>
        location === fieldLocation(fieldId) || location.startsWith(`${fieldLocation(fieldId)}:`),
    );

  const setField = (field: ProviderField) =>
    editor.change((current) => withFields(current, replaceField(current.config.fields, field)));
  const addField = () => {
    const field = createField(fields);
    editor.change((current) => withFields(current, [...current.config.fields, field]));
    setSelectedId(field.id);
  };
  const save = async () => {
    const saved = await editor.save();
    if (saved && initial === null)
      replaceLocation(dataProviderPaths.edit(basePath, saved.id), { replace: true });
  };
  const remove = async () => {
    if (editor.savedId === null) return;
    const id = editor.savedId;
    if (!(await confirmDelete({ itemName: draft.name }))) return;
    // A failure raises the adapter's notification; the editor stays.
    await deleteDataProvider(adapter, id);
    notifications.notify({ intent: 'success', title: 'notifications.deleted' });
    replaceLocation(dataProviderPaths.list(basePath));
  };
  const generalProblem = message('general') ?? message('type') ?? message('status');

  return (
    <>
      <PageHeader
        back={
          <BackLink href={dataProviderPaths.list(basePath)}>
            {t('dataProviders.editor.back')}
          </BackLink>
        }
        title={
          initial === null && editor.savedId === null
            ? t('dataProviders.editor.newTitle')
            : draft.name || initial?.name
        }
        actions={
          <>
            {editor.savedId !== null && (
              <Button
                icon={<TableSimpleRegular />}
                onClick={() => navigate(dataProviderPaths.browse(basePath, editor.savedId!))}
              >
                {t('dataProviders.list.browse')}
              </Button>
            )}
            {editor.savedId !== null && (
              <Button icon={<DeleteRegular />} disabled={!editable} onClick={() => void remove()}>
                {t('dataProviders.list.delete')}
              </Button>
            )}
            <Button
              appearance="primary"
              icon={<SaveRegular />}
              disabled={!editable || editor.saving}
              onClick={() => void save()}
            >
              {editor.saving ? t('dataProviders.editor.saving') : t('dataProviders.editor.save')}
            </Button>
          </>
        }
      />
      <div className={styles.bars}>
        {editor.block === 'conflict' && (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{t('dataProviders.editor.conflictTitle')}</MessageBarTitle>
              {t('dataProviders.editor.conflictMessage')}
            </MessageBarBody>
            <MessageBarActions>
              <Button onClick={() => void editor.reload()}>
                {t('dataProviders.editor.reload')}
              </Button>
            </MessageBarActions>
          </MessageBar>
        )}
        {!editable && (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>{t('dataProviders.editor.versionLocked')}</MessageBarBody>
          </MessageBar>
        )}
        {generalProblem && (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{t('dataProviders.editor.problemsTitle')}</MessageBarTitle>
              {generalProblem}
            </MessageBarBody>
          </MessageBar>
        )}
      </div>

      <EditorSection title={t('dataProviders.editor.general')}>
        <div className={styles.general}>
          <Field
            label={t('dataProviders.editor.name')}
            validationMessage={message('name')}
            required
          >
            <Input
              value={draft.name}
              placeholder={t('dataProviders.editor.namePlaceholder')}
              onChange={(_, value) =>
                editor.change((current) => ({ ...current, name: value.value }))
              }
            />
          </Field>
          <Field
            label={t('dataProviders.editor.type')}
            hint={
              editor.savedId !== null
                ? t('dataProviders.editor.typeFixed')
                : t(`dataProviders.typeHints.${draft.type === 'process' ? 'process' : 'manual'}`)
            }
          >
            <Dropdown
              disabled={editor.savedId !== null || !ownType}
              value={t(`dataProviders.types.${draft.type}`)}
              selectedOptions={[draft.type]}
              onOptionSelect={(_, value) =>
                editor.change(
                  (current) =>
                    ({
                      ...current,
                      type: value.optionValue as 'manual' | 'process',
                    }) as typeof current,
                )
              }
            >
              {editableProviderTypes.map((type) => (
                <Option key={type} value={type}>
                  {t(`dataProviders.types.${type}`)}
                </Option>
              ))}
            </Dropdown>
          </Field>
          <Field hint={t('dataProviders.editor.activeHint')}>
            <Switch
              label={t('dataProviders.editor.active')}
              checked={draft.status !== 'inactive'}
              onChange={(_, value) =>
                editor.change((current) => ({
                  ...current,
                  status: value.checked ? 'active' : 'inactive',
                }))
              }
            />
          </Field>
        </div>
      </EditorSection>

      <EditorSection
        title={t('dataProviders.fields.title')}
        description={t('dataProviders.fields.description')}
        action={
          <Button icon={<AddRegular />} onClick={addField}>
            {t('dataProviders.fields.add')}
          </Button>
        }
      >
        {fields.length === 0 ? (
          <Text className={styles.muted}>{t('dataProviders.fields.empty')}</Text>
        ) : (
          <div className={styles.fields}>
            <ProviderFieldsList
              fields={fields}
              selectedId={selected?.id ?? null}
              onSelect={setSelectedId}
              onMove={(from, to) =>
                editor.change((current) =>
                  withFields(current, moveField(current.config.fields, from, to)),
                )
              }
              onRemove={(fieldId) => {
                editor.change((current) => removeField(current, fieldId));
                if (fieldId === selectedId) setSelectedId(null);
              }}
              hasProblem={hasProblem}
            />
            <div className={styles.panel}>
              {selected ? (
                <FieldEditorPanel
                  key={selected.id}
                  field={selected}
                  fields={fields}
                  providers={providers
                    .filter((provider) => provider.id !== editor.savedId)
                    .concat(
                      editor.savedId === null
                        ? []
                        : [{ id: editor.savedId, name: draft.name, config: draft.config }],
                    )}
                  onChange={setField}
                  problem={(part) => message(`${fieldLocation(selected.id)}:${part}`)}
                />
              ) : (
                <Text className={styles.muted}>{t('dataProviders.fields.selectHint')}</Text>
              )}
            </div>
          </div>
        )}
      </EditorSection>

      <EditorSection
        title={t('dataProviders.access.title')}
        description={t('dataProviders.access.description')}
      >
        <ProviderAccessEditor
          access={draft.access ?? []}
          fields={fields}
          roles={roles}
          problem={message}
          onChange={(access) => editor.change((current) => withAccess(current, access))}
        />
      </EditorSection>
      {dialog}
    </>
  );
}
