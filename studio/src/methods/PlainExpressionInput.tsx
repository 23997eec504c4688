import { makeStyles, Textarea, tokens } from '@fluentui/react-components';
import type { ExpressionInputProps } from './expressionInput.types';

const useStyles = makeStyles({ input: { fontFamily: tokens.fontFamilyMonospace } });

/** The expression as plain text: shown while the Monaco editor loads. */
export function PlainExpressionInput({ value, onChange, issues, ariaLabel }: ExpressionInputProps) {
  const styles = useStyles();
  return (
    <Textarea
      textarea={{ className: styles.input }}
      aria-label={ariaLabel}
      aria-invalid={issues.some((issue) => issue.severity === 'error')}
      value={value}
      resize="vertical"
      onChange={(_, data) => onChange(data.value)}
    />
  );
}
