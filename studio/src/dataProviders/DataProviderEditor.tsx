import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AddRegular, TableSimpleRegular } from '@fluentui/react-icons';
import { type DataProviderItem, deleteDataProvider } from '@tessera/client';
import type { DataProviderType, ProviderField } from '@tessera/engine';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { BackLink } from '../common/BackLink';
import { ChoiceDropdown, choicesOf } from '../common/ChoiceDropdown';
import { EditorHeader } from '../common/EditorHeader';
import { EditorSection } from '../common/EditorSection';
import type { ProblemMap } from '../common/problemText';
import { StatusSwitch } from '../common/StatusSwitch';
import { useEditableVersion } from '../common/useEditableVersion';
import { useProblemMessage } from '../common/useProblemMessage';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { dataProviderPaths } from '../navigation/studioPaths';
import { useStudioNavigate } from '../navigation/useStudioNavigate';
import { useConditionProblems } from '../processes/useConditionProblems';
import { adapter } from '../services';
import { useStudioPage } from '../shell/StudioPageContext';
import { FieldEditorPanel } from './FieldEditorPanel';
import { ProviderAccessEditor } from './ProviderAccessEditor';
import { ProviderFieldsList } from './ProviderFieldsList';
import { ProviderSourceEditor } from './ProviderSourceEditor';
import { readStagesText, shownStagesText, type TypedStages } from './pipelineStagesText';
import { fieldLocation, stagesLocation } from './problemLocation';
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
import { usePipelineCheck } from './usePipelineCheck';
import { useProviderEditor } from './useProviderEditor';
import {
  changeProviderType,
  isVirtualType,
  sourceProviderIdOf,
  withPipelineStages,
} from './virtualProviderDraft';

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
 * §3.3): name, type and status; for a provider computed from others (docs/virtual-providers.md)
 * what it reads — its source, filters or pipeline stages; the fields in order with their
 * settings; per-role access. Saves with the revision read, shows the server's problems on their
 * inputs, and offers to reload after someone else's change.
 */
export function DataProviderEditor({ initial }: { initial: DataProviderItem | null }) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const { basePath } = useStudioPage();
  const [, replaceLocation] = useLocation();
  const navigate = useStudioNavigate();
  const options = useEditorOptions();
  const [typed, setTyped] = useState<TypedStages | null>(null);
  const editor = useProviderEditor(initial, {
    providers: options.providers,
    stagesText: (current) => shownStagesText(current, typed),
  });
  const { draft, problems } = editor;
  const savedId = editor.saved?.id ?? null;
  // A provider reads others, never itself; a relation may point back at it.
  const others = options.providers?.filter((provider) => provider.id !== savedId) ?? null;
  const fields = draft.config.fields;
  const [selectedId, setSelectedId] = useState<string | null>(fields[0]?.id ?? null);
  const selected = fields.find((field) => field.id === selectedId) ?? null;
  const check = usePipelineCheck(draft.type === 'pipeline_query' ? draft.config.pipeline : null);
  const checked: ProblemMap = check.status === 'invalid' ? check.problems : new Map();
  const message = useProblemMessage(problems);
  const checkMessage = useProblemMessage(checked);
  const problemsUnder = useConditionProblems();
  const editable = useEditableVersion(editor.block);
  const virtual = isVirtualType(draft.type);
  const sourceId = sourceProviderIdOf(draft);
  const sourceFields = others?.find((provider) => provider.id === sourceId)?.config.fields;
  const hasProblem = (fieldId: string) =>
    [...problems.keys()].some(
      (location) =>
        location === fieldLocation(fieldId) || location.startsWith(`${fieldLocation(fieldId)}:`),
    );

  const setField = (field: ProviderField) =>
    editor.change((current) => withFields(current, replaceField(current.config.fields, field)));
  const addField = () => {
    const field = createField(fields, undefined, draft.type);
    editor.change((current) => withFields(current, [...current.config.fields, field]));
    setSelectedId(field.id);
  };
  const changeType = (type: DataProviderType) => {
    const next = changeProviderType(draft, type);
    editor.change(() => next);
    if (!next.config.fields.some((field) => field.id === selectedId))
      setSelectedId(next.config.fields[0]?.id ?? null);
  };
  const writeStages = (text: string) => {
    const reading = readStagesText(text);
    if ('problem' in reading) {
      if (draft.type === 'pipeline_query') setTyped({ text, stages: draft.config.pipeline.stages });
      return;
    }
    setTyped({ text, stages: reading.stages });
    editor.change((current) => withPipelineStages(current, reading.stages));
  };
  const stagesProblems = new Map([
    ...problemsUnder(problems, stagesLocation),
    ...problemsUnder(checked, stagesLocation),
  ]);
  const save = async () => {
    const saved = await editor.save();
    if (saved && initial === null)
      replaceLocation(dataProviderPaths.edit(basePath, saved.id), { replace: true });
  };
  const generalProblem =
    message('general') ?? message('type') ?? message('status') ?? checkMessage('general');

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
                : t(`dataProviders.typeHints.${draft.type}`)
            }
          >
            <ChoiceDropdown
              disabled={savedId !== null}
              choices={choicesOf(editableProviderTypes, (type) => t(`dataProviders.types.${type}`))}
              value={draft.type}
              onChange={changeType}
            />
          </Field>
          <StatusSwitch texts="dataProviders.editor" editor={editor} />
        </div>
      </EditorSection>

      {virtual && (
        <EditorSection
          title={t('dataProviders.source.title')}
          description={t(`dataProviders.source.descriptions.${draft.type}`)}
        >
          <ProviderSourceEditor
            draft={draft}
            providers={others}
            onChange={editor.change}
            problem={(location) => message(location) ?? checkMessage(location)}
            stages={{
              text: shownStagesText(draft, typed) ?? '',
              onChange: writeStages,
              problems: stagesProblems,
              check,
            }}
          />
        </EditorSection>
      )}

      <EditorSection
        title={t('dataProviders.fields.title')}
        description={
          virtual
            ? t(`dataProviders.fields.descriptions.${draft.type}`)
            : t('dataProviders.fields.description')
        }
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
                  providers={(others ?? []).concat(
                    savedId === null
                      ? []
                      : [{ id: savedId, name: draft.name, config: draft.config }],
                  )}
                  onChange={setField}
                  problem={(part) => message(`${fieldLocation(selected.id)}:${part}`)}
                  providerType={draft.type}
                  source={{
                    fields: sourceFields,
                    rowProperties: check.status === 'valid' ? check.properties : [],
                  }}
                  conditionProblems={problemsUnder(
                    problems,
                    `${fieldLocation(selected.id)}:condition`,
                  )}
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
          roles={options.roles}
          problem={message}
          onChange={(access) => editor.change((current) => withAccess(current, access))}
        />
      </EditorSection>
    </>
  );
}
