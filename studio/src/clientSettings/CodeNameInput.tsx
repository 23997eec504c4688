import { Field, Input, makeStyles } from '@fluentui/react-components';
import { useStudioTranslation } from '../i18n/useStudioTranslation';

export interface CodeNameInputProps {
  readonly label: string;
  readonly hint: string;
  readonly placeholder: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The name the code stands for, shown beside it once known. */
  readonly nameOf: (code: string) => string | undefined;
  /** Makes what is typed fit the code's shape (capitals for a country). */
  readonly normalize?: (typed: string) => string;
  readonly maxLength: number;
  readonly validationMessage: string | undefined;
  readonly disabled?: boolean;
}

const useStyles = makeStyles({ input: { maxWidth: '240px' } });

/**
 * A short code typed in (a country, a language) with what it stands for — "PL — Polska" — under
 * it, so a typo shows before the save.
 */
export function CodeNameInput({
  label,
  hint,
  placeholder,
  value,
  onChange,
  nameOf,
  normalize = (typed) => typed,
  maxLength,
  validationMessage,
  disabled,
}: CodeNameInputProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const name = nameOf(value);
  return (
    <Field
      label={label}
      required
      hint={name === undefined ? hint : t('clientSettings.region.named', { code: value, name })}
      validationMessage={validationMessage}
    >
      <Input
        className={styles.input}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(_, data) => onChange(normalize(data.value.trim()))}
      />
    </Field>
  );
}
