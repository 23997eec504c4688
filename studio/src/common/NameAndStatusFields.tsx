import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { type StatusTexts, textKey } from './editorTexts';
import { StatusSwitch } from './StatusSwitch';
import type { Uniqueness } from './useUniquenessCheck';

const useStyles = makeStyles({
  general: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
});

export interface NameAndStatusFieldsProps<
  Draft extends { readonly name: string; readonly status?: string },
> {
  /**
   * Where the texts are: `{texts}.name`, `.namePlaceholder`, `.nameChecking` (while the name's
   * uniqueness is checked), `.nameHint` when `hint` is set, and the status switch's.
   */
  readonly texts: StatusTexts;
  readonly editor: {
    readonly draft: Draft;
    readonly change: (update: (draft: Draft) => Draft) => void;
    readonly uniqueness: Uniqueness;
  };
  /** The name's problem, if any. */
  readonly problem: string | undefined;
  readonly maxLength: number;
  /** Whether the group has a `nameHint`. */
  readonly hint?: boolean;
}

/**
 * The general part of a named item's editor: its name (required, checked for uniqueness while
 * typing — "checking…" until the server answers) beside its "active" switch.
 */
export function NameAndStatusFields<
  Draft extends { readonly name: string; readonly status?: string },
>({ texts, editor, problem, maxLength, hint = false }: NameAndStatusFieldsProps<Draft>) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const checking = editor.uniqueness === 'checking' && editor.draft.name.trim() !== '';
  return (
    <div className={styles.general}>
      <Field
        label={t(textKey(texts, 'name'))}
        hint={hint ? t(textKey(texts, 'nameHint')) : undefined}
        required
        validationMessage={problem ?? (checking ? t(textKey(texts, 'nameChecking')) : undefined)}
        validationState={problem ? 'error' : 'none'}
      >
        <Input
          value={editor.draft.name}
          maxLength={maxLength}
          placeholder={t(textKey(texts, 'namePlaceholder'))}
          onChange={(_, data) => editor.change((current) => ({ ...current, name: data.value }))}
        />
      </Field>
      <StatusSwitch texts={texts} editor={editor} />
    </div>
  );
}
