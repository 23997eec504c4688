import { Field, Text } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import type { DataProviderItem } from '@tessera/client';
import type { FormEventListener } from '@tessera/engine';
import { ChoiceDropdown } from '../common/ChoiceDropdown';
import { IconActionButton } from '../common/IconActionButton';
import { ItemListEditor } from '../common/ItemListEditor';
import { ConditionEditor } from '../conditions/ConditionEditor';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import type { MethodField } from '../methods/methodDraft';
import { useItemCardStyles } from '../methods/useItemCardStyles';
import { ActionEditor } from '../processes/ActionEditor';
import { newId, removeAt, replaceAt } from '../processes/processDraft';

export interface FormListenersEditorProps {
  readonly listeners: readonly FormEventListener[];
  readonly onChange: (listeners: FormEventListener[]) => void;
  /** The form's fields: a listener watches one of them; its condition may read any. */
  readonly fields: readonly MethodField[];
  /** The form's provider (its fields are the current record's); `null` when none is bound. */
  readonly provider: DataProviderItem | null;
  readonly providers: readonly DataProviderItem[];
}

/**
 * The form's field-changed listeners (spec 002 §3 formEventListeners, event
 * field_value_changed): when the watched field's value changes and the optional condition holds,
 * the action runs — the automatic-action editor of the processes, over the form's provider.
 */
export function FormListenersEditor({
  listeners,
  onChange,
  fields,
  provider,
  providers,
}: FormListenersEditorProps) {
  const { t } = useStudioTranslation();
  const styles = useItemCardStyles();
  const taken = listeners.map((listener) => listener.id);
  const fieldChoices = fields.map((field) => ({ value: field.id, text: field.label }));
  return (
    <ItemListEditor
      count={listeners.length}
      emptyText={t('forms.listeners.empty')}
      addLabel={t('forms.listeners.add')}
      addDisabled={fields.length === 0}
      onAdd={() =>
        onChange([
          ...listeners,
          {
            id: newId('listener', taken),
            type: 'field_value_changed',
            formFieldId: fields[0]?.id ?? '',
            action: { id: newId('action', []), type: 'update_current_record', fieldValues: [] },
          },
        ])
      }
    >
      {listeners.map((listener, index) => {
        const set = (next: FormEventListener) => onChange(replaceAt(listeners, index, next));
        const watched = fields.find((field) => field.id === listener.formFieldId);
        const name = t('forms.listeners.title', { field: watched?.label ?? listener.formFieldId });
        return (
          <section key={listener.id} className={styles.item} aria-label={name}>
            <div className={styles.parts}>
              <Text weight="semibold">{name}</Text>
              <Field label={t('forms.listeners.field')} required>
                <ChoiceDropdown
                  choices={fieldChoices}
                  value={listener.formFieldId}
                  onChange={(formFieldId) => set({ ...listener, formFieldId })}
                />
              </Field>
              <Text size={200}>{t('forms.listeners.condition')}</Text>
              <ConditionEditor
                optional
                label={t('forms.listeners.condition')}
                condition={listener.condition}
                fields={fields}
                onChange={(condition) => {
                  const { condition: _old, ...rest } = listener;
                  set(condition ? { ...rest, condition } : rest);
                }}
              />
              <Text size={200} weight="semibold">
                {t('forms.listeners.action')}
              </Text>
              {provider === null && (
                <Text size={200} className={styles.muted}>
                  {t('forms.listeners.noProvider')}
                </Text>
              )}
              <ActionEditor
                action={listener.action}
                onChange={(action) => set({ ...listener, action })}
                processFields={provider?.config.fields ?? []}
                providers={providers}
                problem={() => undefined}
              />
            </div>
            <IconActionButton
              icon={<DeleteRegular />}
              label={t('forms.listeners.remove', { name })}
              onClick={() => onChange(removeAt(listeners, index))}
            />
          </section>
        );
      })}
    </ItemListEditor>
  );
}
