import { Field, Text } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import type { FormEventListener, FormRedirect, SaveRedirect, UrlRedirect } from '@tessera/engine';
import { ChoiceDropdown, choicesOf } from '../common/ChoiceDropdown';
import { IconActionButton } from '../common/IconActionButton';
import { ItemListEditor } from '../common/ItemListEditor';
import { ConditionEditor } from '../conditions/ConditionEditor';
import { newCondition } from '../conditions/conditionDraft';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { MethodEditor } from '../methods/MethodEditor';
import type { MethodField } from '../methods/methodDraft';
import { without } from '../methods/methodDraft';
import { UrlParametersEditor } from '../methods/UrlParametersEditor';
import { useItemCardStyles } from '../methods/useItemCardStyles';
import { removeAt, replaceAt } from '../processes/processDraft';
import { useFormChoices } from './useFormChoices';

type Mode = 'none' | SaveRedirect['type'];
const modes: readonly Mode[] = ['none', 'form', 'url', 'conditional'];
type Target = FormRedirect | UrlRedirect;

/** A redirect of `type`, to fill in. */
function newTarget(type: Target['type']): Target {
  return type === 'form'
    ? { type: 'form', formId: '' }
    : { type: 'url', url: { type: 'manual', value: 'https://' } };
}

export interface SaveRedirectEditorProps {
  readonly redirect: SaveRedirect | undefined;
  readonly onChange: (redirect: SaveRedirect | undefined) => void;
  readonly fields: readonly MethodField[];
  readonly listeners: readonly FormEventListener[];
}

/**
 * Where the save button leads (spec 002 §3 save redirect): nowhere (back, with a notice), to a
 * form — a new record, the record a method computes or the one a listener created, with url
 * parameters —, to a computed url, or conditionally: the first choice whose condition holds.
 * With a redirect the runtime's button reads "Zapisz i przejdź dalej".
 */
export function SaveRedirectEditor({
  redirect,
  onChange,
  fields,
  listeners,
}: SaveRedirectEditorProps) {
  const { t } = useStudioTranslation();
  const styles = useItemCardStyles();
  const mode: Mode = redirect?.type ?? 'none';
  return (
    <div className={styles.parts}>
      <Field label={t('forms.redirect.mode')}>
        <ChoiceDropdown
          choices={choicesOf(modes, (value) => t(`forms.redirect.modes.${value}`))}
          value={mode}
          onChange={(next) =>
            onChange(
              next === 'none'
                ? undefined
                : next === 'conditional'
                  ? { type: 'conditional', choices: [] }
                  : newTarget(next),
            )
          }
        />
      </Field>
      {redirect !== undefined && redirect.type !== 'conditional' && (
        <TargetFields target={redirect} onChange={onChange} listeners={listeners} />
      )}
      {redirect?.type === 'conditional' && (
        <ItemListEditor
          count={redirect.choices.length}
          emptyText={t('forms.redirect.noChoices')}
          addLabel={t('forms.redirect.addChoice')}
          onAdd={() =>
            onChange({
              ...redirect,
              choices: [
                ...redirect.choices,
                { condition: newCondition('compare_value', fields), redirect: newTarget('form') },
              ],
            })
          }
        >
          {redirect.choices.map((choice, index) => {
            const number = index + 1;
            const set = (next: typeof choice) =>
              onChange({ ...redirect, choices: replaceAt(redirect.choices, index, next) });
            return (
              <section
                // biome-ignore lint/suspicious/noArrayIndexKey: choices have no ids; their order names them.
                key={index}
                className={styles.item}
                aria-label={t('forms.redirect.choice', { number })}
              >
                <div className={styles.parts}>
                  <Text weight="semibold">{t('forms.redirect.choice', { number })}</Text>
                  <Text size={200}>{t('forms.redirect.when')}</Text>
                  <ConditionEditor
                    label={t('forms.redirect.when')}
                    condition={choice.condition}
                    fields={fields}
                    onChange={(condition) => condition && set({ ...choice, condition })}
                  />
                  <Field label={t('forms.redirect.target')}>
                    <ChoiceDropdown
                      choices={choicesOf(['form', 'url'] as const, (value) =>
                        t(`forms.redirect.modes.${value}`),
                      )}
                      value={choice.redirect.type}
                      onChange={(type) => set({ ...choice, redirect: newTarget(type) })}
                    />
                  </Field>
                  <TargetFields
                    target={choice.redirect}
                    onChange={(target) => set({ ...choice, redirect: target })}
                    listeners={listeners}
                  />
                </div>
                <IconActionButton
                  icon={<DeleteRegular />}
                  label={t('forms.redirect.removeChoice', { number })}
                  onClick={() =>
                    onChange({ ...redirect, choices: removeAt(redirect.choices, index) })
                  }
                />
              </section>
            );
          })}
        </ItemListEditor>
      )}
    </div>
  );
}

function TargetFields({
  target,
  onChange,
  listeners,
}: {
  readonly target: Target;
  readonly onChange: (target: Target) => void;
  readonly listeners: readonly FormEventListener[];
}) {
  const { t } = useStudioTranslation();
  const forms = useFormChoices();
  if (target.type === 'url') {
    return (
      <MethodEditor
        nested
        label={t('forms.redirect.url')}
        method={target.url}
        onChange={(url) => onChange({ ...target, url: url ?? { type: 'no_value' } })}
      />
    );
  }
  const recordSource =
    target.retrieveFromListenerId !== undefined
      ? 'listener'
      : target.recordIdValue
        ? 'method'
        : 'new';
  return (
    <>
      <Field label={t('forms.redirect.form')} required>
        <ChoiceDropdown
          placeholder={t('forms.redirect.chooseForm')}
          choices={forms}
          value={target.formId}
          onChange={(formId) => onChange({ ...target, formId })}
        />
      </Field>
      <Field label={t('forms.redirect.record')}>
        <ChoiceDropdown
          choices={choicesOf(['new', 'method', 'listener'] as const, (value) =>
            t(`forms.redirect.records.${value}`),
          )}
          value={recordSource}
          onChange={(source) => {
            const base = without(without(target, 'recordIdValue'), 'retrieveFromListenerId');
            onChange(
              source === 'method'
                ? { ...base, recordIdValue: { type: 'current_record_id' } }
                : source === 'listener'
                  ? { ...base, retrieveFromListenerId: listeners[0]?.id ?? '' }
                  : base,
            );
          }}
        />
      </Field>
      {recordSource === 'method' && (
        <MethodEditor
          nested
          label={t('forms.redirect.recordIdValue')}
          method={target.recordIdValue}
          onChange={(recordIdValue) =>
            onChange(
              recordIdValue ? { ...target, recordIdValue } : without(target, 'recordIdValue'),
            )
          }
        />
      )}
      {recordSource === 'listener' && (
        <Field label={t('forms.redirect.listener')} required>
          <ChoiceDropdown
            choices={listeners.map((listener) => ({ value: listener.id, text: listener.id }))}
            value={target.retrieveFromListenerId}
            onChange={(retrieveFromListenerId) => onChange({ ...target, retrieveFromListenerId })}
          />
        </Field>
      )}
      <Text size={200} weight="semibold">
        {t('forms.redirect.urlParameters')}
      </Text>
      <UrlParametersEditor
        parameters={target.urlParameters}
        onChange={(urlParameters) =>
          onChange(urlParameters ? { ...target, urlParameters } : without(target, 'urlParameters'))
        }
      />
    </>
  );
}
