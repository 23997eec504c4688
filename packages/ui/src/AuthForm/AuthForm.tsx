import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';
import { AppLink } from '../AppLink/AppLink';

/** @internal */
export interface AuthFormProps {
  /** The title's id; the title labels the form. */
  titleId: string;
  title: string;
  subtitle: string;
  /** What the last failed attempt says, above the fields. */
  failure?: string | undefined;
  /** The submit button shows progress and refuses a second submit meanwhile. */
  submitting: boolean;
  submitLabel: string;
  submittingLabel: string;
  /** The line under the button that leads to the other form ("no account? register"). */
  otherForm?: { question: string; link: string; href: string } | undefined;
  onNavigate?: ((href: string) => void) | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The fields. */
  children: ReactNode;
}

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  header: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  title: { margin: 0 },
  subtitle: {
    margin: 0,
    color: tokens.colorNeutralForeground3,
  },
  submit: {
    marginTop: tokens.spacingVerticalS,
    width: '100%',
  },
  otherForm: {
    textAlign: 'center',
    color: tokens.colorNeutralForeground3,
  },
});

/**
 * The frame of the forms on the auth pages (spec §2: login, register): title and subtitle, the
 * last failure, the fields, a full-width submit button and the link to the other form.
 * @internal
 */
export function AuthForm({
  titleId,
  title,
  subtitle,
  failure,
  submitting,
  submitLabel,
  submittingLabel,
  otherForm,
  onNavigate,
  onSubmit,
  children,
}: AuthFormProps) {
  const styles = useStyles();
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Text as="h1" id={titleId} size={600} weight="semibold" className={styles.title}>
          {title}
        </Text>
        <Text as="p" className={styles.subtitle}>
          {subtitle}
        </Text>
      </div>

      {failure && (
        <MessageBar intent="error" politeness="assertive">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}

      {children}

      <Button
        className={styles.submit}
        type="submit"
        appearance="primary"
        size="large"
        disabledFocusable={submitting}
        icon={submitting ? <Spinner size="tiny" /> : undefined}
      >
        {submitting ? submittingLabel : submitLabel}
      </Button>

      {otherForm && (
        <Text className={styles.otherForm}>
          {otherForm.question}{' '}
          <AppLink href={otherForm.href} onNavigate={onNavigate}>
            {otherForm.link}
          </AppLink>
        </Text>
      )}
    </form>
  );
}
