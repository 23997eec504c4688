import { Field, Switch } from '@fluentui/react-components';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { type StatusTexts, textKey } from './editorTexts';

export interface StatusSwitchProps<Draft extends { readonly status?: string }> {
  /** Where the texts are: `{texts}.active` (the label), `{texts}.activeHint`. */
  readonly texts: StatusTexts;
  /** The editor whose draft's status it sets (see `useDraftEditor`). */
  readonly editor: {
    readonly draft: Draft;
    readonly change: (update: (draft: Draft) => Draft) => void;
  };
}

/**
 * An editor's "active" switch for the draft's status: anything but `inactive` shows as active.
 * An inactive item stays stored but is not offered for new use.
 */
export function StatusSwitch<Draft extends { readonly status?: string }>({
  texts,
  editor,
}: StatusSwitchProps<Draft>) {
  const { t } = useStudioTranslation();
  return (
    <Field hint={t(textKey(texts, 'activeHint'))}>
      <Switch
        label={t(textKey(texts, 'active'))}
        checked={editor.draft.status !== 'inactive'}
        onChange={(_, data) => {
          const status = data.checked ? 'active' : 'inactive';
          editor.change((current) => ({ ...current, status }));
        }}
      />
    </Field>
  );
}
