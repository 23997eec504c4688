import { Field, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ChoiceDropdown } from '../common/ChoiceDropdown';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { FiltersEditor } from '../views/FiltersEditor';
import { recordFieldChoices } from '../views/viewFieldChoices';
import { PipelineStagesEditor, type PipelineStagesEditorProps } from './PipelineStagesEditor';
import type { ProviderDraft } from './providerDraft';
import type { RelatedProvider } from './providerOptions.types';
import { sourceProviderIdOf, withQueryFilter, withSourceProvider } from './virtualProviderDraft';

export interface ProviderSourceEditorProps {
  /** A computed provider's draft (query-sourced, aggregating or pipeline). */
  readonly draft: ProviderDraft;
  /** The providers it may read (never itself); `null` while they load. */
  readonly providers: readonly RelatedProvider[] | null;
  readonly onChange: (update: (draft: ProviderDraft) => ProviderDraft) => void;
  /** The message of the problem at a location (`source`, `filter`), if any. */
  readonly problem: (location: string) => string | undefined;
  /** A pipeline's stages as written, their problems and the server's check. */
  readonly stages?: PipelineStagesEditorProps | undefined;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  source: { maxWidth: '420px' },
  part: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  partTitle: { margin: 0 },
});

/**
 * What a computed provider reads (docs/virtual-providers.md): the source provider — its
 * records, filtered for a query-sourced provider, grouped for an aggregating one, or sent
 * through the pipeline's stages.
 */
export function ProviderSourceEditor({
  draft,
  providers,
  onChange,
  problem,
  stages,
}: ProviderSourceEditorProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const sourceId = sourceProviderIdOf(draft) ?? '';
  const source = providers?.find((provider) => provider.id === sourceId);
  const choices = (providers ?? []).map((provider) => ({
    value: provider.id,
    text: provider.name,
  }));

  return (
    <div className={styles.root}>
      <Field
        className={styles.source}
        label={t('dataProviders.source.provider')}
        validationMessage={problem('source')}
        required
      >
        <ChoiceDropdown
          choices={choices}
          value={sourceId}
          placeholder={t('dataProviders.source.providerPlaceholder')}
          onChange={(providerId) => onChange((current) => withSourceProvider(current, providerId))}
        />
      </Field>
      {draft.type === 'query_sourced' && (
        <section className={styles.part} aria-label={t('dataProviders.source.filters')}>
          <Text as="h3" size={400} weight="semibold" className={styles.partTitle}>
            {t('dataProviders.source.filters')}
          </Text>
          <FiltersEditor
            filter={draft.config.query.filter}
            choices={source ? recordFieldChoices([source], t) : []}
            problem={problem('filter')}
            onChange={(filter) => onChange((current) => withQueryFilter(current, filter))}
          />
        </section>
      )}
      {draft.type === 'pipeline_query' && stages && <PipelineStagesEditor {...stages} />}
    </div>
  );
}
