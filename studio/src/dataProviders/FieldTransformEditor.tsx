import { Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import type { ProviderField } from '@tessera/engine';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { fieldLabel } from './fieldLabel';
import { transformsFor } from './providerDraft';
import type { RelatedProvider } from './providerOptions.types';

export interface FieldTransformEditorProps {
  readonly field: ProviderField;
  readonly onChange: (field: ProviderField) => void;
  /** Providers a relation may point to. */
  readonly providers: readonly RelatedProvider[];
  readonly validationMessage?: string | undefined;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type Choice = 'none' | 'relation_value' | 'time_interval';

/**
 * A field's transform (spec 001 §3.3): none, a relation to another provider's record (which
 * provider, and which of its fields presents the related record), or time-interval presentation.
 * Offered where it fits the value type: relations on text (the related record's id), intervals on
 * time intervals.
 */
export function FieldTransformEditor({
  field,
  onChange,
  providers,
  validationMessage,
}: FieldTransformEditorProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const offered = transformsFor(field.fieldValue.type);
  if (offered.length === 0 && field.transform === undefined) return null;
  const choice: Choice = field.transform?.type ?? 'none';
  const labels: Record<Choice, string> = {
    none: t('dataProviders.panel.transformNone'),
    relation_value: t('dataProviders.panel.transformRelation'),
    time_interval: t('dataProviders.panel.transformInterval'),
  };
  const choose = (next: Choice) => {
    const { transform: _transform, ...rest } = field;
    if (next === 'none') onChange(rest as ProviderField);
    else if (next === 'time_interval')
      onChange({ ...rest, transform: { type: next } } as ProviderField);
    else {
      onChange({
        ...rest,
        transform: { type: next, schemaProviderId: '', presentByFieldAccess: { path: [] } },
      } as ProviderField);
    }
  };
  const relation = field.transform?.type === 'relation_value' ? field.transform : null;
  const target = relation
    ? providers.find((provider) => provider.id === relation.schemaProviderId)
    : undefined;
  const presented = relation?.presentByFieldAccess.path[0];
  const presentedField = target?.config.fields.find(
    (candidate) => candidate.dbFieldName === presented,
  );

  return (
    <div className={styles.root}>
      <Field label={t('dataProviders.panel.transform')}>
        <Dropdown
          value={labels[choice]}
          selectedOptions={[choice]}
          onOptionSelect={(_, data) => choose(data.optionValue as Choice)}
        >
          {(['none', ...offered] as Choice[]).map((option) => (
            <Option key={option} value={option}>
              {labels[option]}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {relation && (
        <>
          <Field
            label={t('dataProviders.panel.relationProvider')}
            hint={t('dataProviders.panel.relationHint')}
            validationMessage={relation.schemaProviderId === '' ? validationMessage : undefined}
            required
          >
            <Dropdown
              placeholder={t('dataProviders.panel.chooseProvider')}
              value={target?.name ?? ''}
              selectedOptions={relation.schemaProviderId ? [relation.schemaProviderId] : []}
              onOptionSelect={(_, data) =>
                onChange({
                  ...field,
                  transform: {
                    type: 'relation_value',
                    schemaProviderId: data.optionValue ?? '',
                    presentByFieldAccess: { path: [] },
                  },
                } as ProviderField)
              }
            >
              {providers.map((provider) => (
                <Option key={provider.id} value={provider.id}>
                  {provider.name}
                </Option>
              ))}
            </Dropdown>
          </Field>
          {target && (
            <Field
              label={t('dataProviders.panel.relationField')}
              validationMessage={presented === undefined ? validationMessage : undefined}
              required
            >
              <Dropdown
                placeholder={t('dataProviders.panel.chooseField')}
                value={presentedField ? fieldLabel(presentedField) : (presented ?? '')}
                selectedOptions={presented ? [presented] : []}
                onOptionSelect={(_, data) =>
                  onChange({
                    ...field,
                    transform: {
                      ...relation,
                      presentByFieldAccess: { path: data.optionValue ? [data.optionValue] : [] },
                    },
                  } as ProviderField)
                }
              >
                {target.config.fields
                  .filter((candidate) => candidate.status !== 'deleted')
                  .map((candidate) => (
                    <Option key={candidate.id} value={candidate.dbFieldName}>
                      {fieldLabel(candidate)}
                    </Option>
                  ))}
              </Dropdown>
            </Field>
          )}
        </>
      )}
    </div>
  );
}
