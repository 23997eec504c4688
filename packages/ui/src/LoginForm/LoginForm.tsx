import {
  Button,
  Field,
  Input,
  type InputProps,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { LoginFailure } from '@tessera/client';
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../AppLink/AppLink';
import { loginFailureMessage } from './loginFailureMessage';
import { type LoginFormValues, validateLoginForm } from './validateLoginForm';

/** @public */
export interface LoginFormProps {
  /** Called with valid values; resolve when done and report failures through `error`. */
  onSubmit: (values: LoginFormValues) => Promise<void>;
  /** The last failed attempt, shown above the fields. */
  error?: LoginFailure | null;
  /** Where the register link points; without it no link is shown. */
  registerHref?: string;
  onNavigate?: (href: string) => void;
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
  register: {
    textAlign: 'center',
    color: tokens.colorNeutralForeground3,
  },
});

type Touched = Partial<Record<keyof LoginFormValues, boolean>>;

/**
 * The login form (spec §2, login page): e-mail, password, a register link and the login button.
 * Validates on submit and, once a field was left, while typing; messages are Polish by default.
 * @public
 */
export function LoginForm({ onSubmit, error, registerHref, onNavigate }: LoginFormProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [values, setValues] = useState<LoginFormValues>({ email: '', password: '' });
  const [touched, setTouched] = useState<Touched>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const errors = validateLoginForm(values);
  const visibleError = (field: keyof LoginFormValues) =>
    (submitted || touched[field]) && errors[field] ? t(errors[field]) : undefined;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    if (errors.email) {
      emailRef.current?.focus();
      return;
    }
    if (errors.password) {
      passwordRef.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit({ email: values.email.trim(), password: values.password });
    } finally {
      setSubmitting(false);
    }
  }

  /** One required credential: its label, validation message and input. */
  const credentialField = (
    field: keyof LoginFormValues,
    label: string,
    ref: RefObject<HTMLInputElement | null>,
    input: Pick<InputProps, 'type' | 'autoComplete' | 'inputMode'>,
  ) => {
    const message = visibleError(field);
    return (
      <Field
        label={label}
        required
        validationState={message ? 'error' : 'none'}
        validationMessage={message}
      >
        <Input
          {...input}
          ref={ref}
          name={field}
          value={values[field]}
          onChange={(_, data) => setValues((current) => ({ ...current, [field]: data.value }))}
          onBlur={() => setTouched((current) => ({ ...current, [field]: true }))}
        />
      </Field>
    );
  };

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit} aria-labelledby="login-title">
      <div className={styles.header}>
        <Text as="h1" id="login-title" size={600} weight="semibold" className={styles.title}>
          {t('login.title')}
        </Text>
        <Text as="p" className={styles.subtitle}>
          {t('login.subtitle')}
        </Text>
      </div>

      {error && (
        <MessageBar intent="error" politeness="assertive">
          <MessageBarBody>{loginFailureMessage(error, t)}</MessageBarBody>
        </MessageBar>
      )}

      {credentialField('email', t('login.email'), emailRef, {
        type: 'email',
        autoComplete: 'username',
        inputMode: 'email',
      })}
      {credentialField('password', t('login.password'), passwordRef, {
        type: 'password',
        autoComplete: 'current-password',
      })}

      <Button
        className={styles.submit}
        type="submit"
        appearance="primary"
        size="large"
        disabledFocusable={submitting}
        icon={submitting ? <Spinner size="tiny" /> : undefined}
      >
        {submitting ? t('login.submitting') : t('login.submit')}
      </Button>

      {registerHref && (
        <Text className={styles.register}>
          {t('login.noAccount')}{' '}
          <AppLink href={registerHref} onNavigate={onNavigate}>
            {t('login.register')}
          </AppLink>
        </Text>
      )}
    </form>
  );
}
