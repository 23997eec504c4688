import {
  Button,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, TableSimpleRegular } from '@fluentui/react-icons';
import { type DataProviderItem, deleteDataProvider } from '@tessera/client';
import type { ProviderField } from '@tessera/engine';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { BackLink } from '../common/BackLink';
import { EditorHeader } from '../common/EditorHeader';
import { EditorSection } from '../common/EditorSection';
import { StatusSwitch } from '../common/StatusSwitch';
import { useEditableVersion } from '../common/useEditableVersion';
import { useProblemMessage } from '../common/useProblemMessage';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { dataProviderPaths } from '../navigation/studioPaths';
import { useStudioNavigate } from '../navigation/useStudioNavigate';
import { adapter } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';
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
import { useProviderEditor } from './useProviderEditor';

const useStyles = makeStyles({
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
  const { basePath } = useStudioPage();
  const [, replaceLocation] = useLocation();
  const navigate = useStudioNavigate();
  const editor = useProviderEditor(initial);
  const { roles, providers } = useEditorOptions();
  const { draft, problems } = editor;
  const savedId = editor.saved?.id ?? null;
  const fields = draft.config.fields;
  const [selectedId, setSelectedId] = useState<string | null>(fields[0]?.id ?? null);
  const selected = fields.find((field) => field.id === selectedId) ?? null;
  const message = useProblemMessage(problems);
  const editable = useEditableVersion(editor.block);
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
  const generalProblem = message('general') ?? message('type') ?? message('status');

  return (
    <>
      <EditorHeader
        texts="dataProviders.editor"
        back={
          <BackLink href={dataProviderPaths.list(basePath)}>
            {t('dataProviders.editor.back')}
          </BackLink>
        }
        title={
          initial === null && savedId === null
            ? t('dataProviders.editor.newTitle')
            : draft.name || initial?.name
        }
        actions={
          savedId !== null && (
            <Button
              icon={<TableSimpleRegular />}
              onClick={() => navigate(dataProviderPaths.browse(basePath, savedId))}
            >
              {t('dataProviders.list.browse')}
            </Button>
          )
        }
        deletion={{
          label: t('dataProviders.list.delete'),
          confirm: { itemName: draft.name },
          run: (saved) => deleteDataProvider(adapter, saved.id),
          listHref: dataProviderPaths.list(basePath),
        }}
        editor={editor}
        editable={editable}
        onSave={() => void save()}
        problem={generalProblem}
      />

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
              savedId !== null
                ? t('dataProviders.editor.typeFixed')
                : t(`dataProviders.typeHints.${draft.type === 'process' ? 'process' : 'manual'}`)
            }
          >
            <Dropdown
              disabled={savedId !== null || !ownType}
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
          <StatusSwitch texts="dataProviders.editor" editor={editor} />
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
                    .filter((provider) => provider.id !== savedId)
                    .concat(
                      savedId === null
                        ? []
                        : [{ id: savedId, name: draft.name, config: draft.config }],
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
    </>
  );
}
