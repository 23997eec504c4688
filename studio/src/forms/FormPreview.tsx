import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular, CheckmarkRegular, DeleteRegular } from '@fluentui/react-icons';
import {
  type CurrentUser,
  createFormStore,
  DELEGATED_METHOD_TYPES,
  DefinitionError,
  type FormDefinition,
  type FormStore,
} from '@tessera/engine';
import { ChoiceSourceProvider } from '@tessera/fields-choice/runtime';
import { RegistryProvider } from '@tessera/react';
import { FormCard, FormView, type FormViewHandle } from '@tessera/ui';
import { type ReactElement, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceDropdown } from '../common/ChoiceDropdown';
import { IconActionButton } from '../common/IconActionButton';
import { ItemListEditor } from '../common/ItemListEditor';
import { useDebouncedValue } from '../common/useDebouncedValue';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { parseManualValue } from '../methods/manualValue';
import { removeAt, replaceAt } from '../processes/processDraft';
import { createPreviewHost } from './createPreviewHost';
import type { FormDraft } from './formDraft';
import { previewChoiceSource } from './previewChoiceSource';
import { registerPluginMessages, registry, renderers } from './studioPlugins';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(240px, 320px) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  inputs: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  pair: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
    gap: tokens.spacingHorizontalXS,
    alignItems: 'end',
  },
  muted: { color: tokens.colorNeutralForeground3 },
  heading: { margin: 0 },
  preview: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** One test input: a url parameter, or a saved value of a field. */
interface TestPair {
  readonly key: string;
  readonly value: string;
}

/** How long typing in the editor waits before the preview opens the form again. */
const reopenDelayMs = 400;

/** Whether the form holds methods only the server computes (the preview leaves them empty). */
function usesServerMethods(draft: FormDraft): boolean {
  const json = JSON.stringify(draft);
  return DELEGATED_METHOD_TYPES.some((type) => json.includes(`"type":"${type}"`));
}

type Opened =
  | { readonly store: FormStore; readonly definition: FormDefinition }
  | { readonly problems: readonly string[] };

export interface FormPreviewProps {
  readonly draft: FormDraft;
  /** The designer: the user the preview's session values name. */
  readonly user: Pick<CurrentUser, 'id' | 'email' | 'roleIds' | 'personalDetails'>;
}

/**
 * The live preview (issue 8): the form being edited, run by the real engine store and drawn by
 * the runtime's renderers, opened again whenever the draft or the test inputs change — url
 * query parameters and saved values of fields (a reopened record). Methods only the server
 * computes stay empty, with a note; choice fields list no options.
 */
export function FormPreview({ draft, user }: FormPreviewProps) {
  const { t } = useStudioTranslation();
  const { i18n } = useTranslation();
  // The renderers read their plugins' texts (labels, messages).
  registerPluginMessages(i18n);
  const styles = useStyles();
  const [query, setQuery] = useState<readonly TestPair[]>([]);
  const [saved, setSaved] = useState<readonly TestPair[]>([]);
  const [openings, setOpenings] = useState(0);
  const view = useRef<FormViewHandle>(null);
  const shown = useDebouncedValue(draft, reopenDelayMs);
  const host = useMemo(() => createPreviewHost(user), [user]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `openings` opens the form afresh.
  const opened = useMemo<Opened>(() => {
    const definition = { ...shown, id: 'preview' } as FormDefinition;
    const urlQuery: Record<string, string> = {};
    for (const pair of query) if (pair.key.trim() !== '') urlQuery[pair.key.trim()] = pair.value;
    const savedValues: Record<string, unknown> = {};
    for (const pair of saved)
      if (pair.key !== '') savedValues[pair.key] = parseManualValue(pair.value);
    try {
      const store = createFormStore(definition, {
        registry,
        host,
        urlQuery,
        recordId: null,
        ...(saved.length === 0 ? {} : { savedValues }),
      });
      return { store, definition };
    } catch (error) {
      if (error instanceof DefinitionError) {
        return { problems: error.errors.map((issue) => `${issue.path || '—'}: ${issue.message}`) };
      }
      return { problems: [error instanceof Error ? error.message : String(error)] };
    }
  }, [shown, query, saved, host, openings]);

  const fieldChoices = draft.fields.map((field) => ({
    value: field.id,
    text: field.label?.trim() || field.name,
  }));
  const pairs = (
    list: readonly TestPair[],
    set: (next: TestPair[]) => void,
    keyInput: (pair: TestPair, change: (key: string) => void) => ReactElement,
    remove: string,
  ) =>
    list.map((pair, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: test inputs are named by their place.
      <div key={index} className={styles.pair}>
        {keyInput(pair, (key) => set(replaceAt(list, index, { ...pair, key })))}
        <Field label={t('forms.preview.value')}>
          <Input
            value={pair.value}
            onChange={(_, data) => set(replaceAt(list, index, { ...pair, value: data.value }))}
          />
        </Field>
        <IconActionButton
          icon={<DeleteRegular />}
          label={remove}
          onClick={() => set(removeAt(list, index))}
        />
      </div>
    ));

  return (
    <div className={styles.root}>
      <section className={styles.inputs} aria-label={t('forms.preview.inputs')}>
        <Text as="h3" size={400} weight="semibold" className={styles.heading}>
          {t('forms.preview.inputs')}
        </Text>
        <Text size={200} className={styles.muted}>
          {t('forms.preview.inputsHint')}
        </Text>
        <Text weight="semibold">{t('forms.preview.urlQuery')}</Text>
        <ItemListEditor
          compact
          count={query.length}
          emptyText={t('forms.preview.noUrlQuery')}
          addLabel={t('forms.preview.addUrlQuery')}
          onAdd={() => setQuery([...query, { key: '', value: '' }])}
        >
          {pairs(
            query,
            setQuery,
            (pair, change) => (
              <Field label={t('forms.preview.paramName')}>
                <Input value={pair.key} onChange={(_, data) => change(data.value)} />
              </Field>
            ),
            t('forms.preview.removeInput'),
          )}
        </ItemListEditor>
        <Text weight="semibold">{t('forms.preview.savedValues')}</Text>
        <ItemListEditor
          compact
          count={saved.length}
          emptyText={t('forms.preview.noSavedValues')}
          addLabel={t('forms.preview.addSavedValue')}
          addDisabled={fieldChoices.length === 0}
          onAdd={() => setSaved([...saved, { key: fieldChoices[0]?.value ?? '', value: '' }])}
        >
          {pairs(
            saved,
            setSaved,
            (pair, change) => (
              <Field label={t('forms.preview.field')}>
                <ChoiceDropdown choices={fieldChoices} value={pair.key} onChange={change} />
              </Field>
            ),
            t('forms.preview.removeInput'),
          )}
        </ItemListEditor>
      </section>
      <section className={styles.preview} aria-label={t('forms.preview.form')}>
        <div className={styles.actions}>
          <Button
            icon={<ArrowClockwiseRegular />}
            onClick={() => setOpenings((count) => count + 1)}
          >
            {t('forms.preview.reopen')}
          </Button>
          <Button
            icon={<CheckmarkRegular />}
            disabled={!('store' in opened)}
            onClick={() => view.current?.validate()}
          >
            {t('forms.preview.validate')}
          </Button>
        </div>
        {usesServerMethods(shown) && (
          <MessageBar intent="info" layout="multiline">
            <MessageBarBody>{t('forms.preview.serverMethods')}</MessageBarBody>
          </MessageBar>
        )}
        {'problems' in opened ? (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>
              {t('forms.preview.cannotOpen')}
              <ul>
                {opened.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </MessageBarBody>
          </MessageBar>
        ) : (
          <FormCard title={shown.name || t('forms.editor.newTitle')}>
            <RegistryProvider registry={registry}>
              <ChoiceSourceProvider source={previewChoiceSource}>
                <FormView
                  key={openings}
                  ref={view}
                  definition={opened.definition}
                  store={opened.store}
                  renderers={renderers}
                />
              </ChoiceSourceProvider>
            </RegistryProvider>
          </FormCard>
        )}
      </section>
    </div>
  );
}
