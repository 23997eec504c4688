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
import type { FieldProblem, RegistrationFailure } from '@tessera/client';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../AppLink/AppLink';
import type { FieldMessage } from '../password/fieldMessage.types';
import { fieldProblemMessage } from '../password/fieldProblemMessage';
import { specMinPasswordLength } from '../password/validateNewPassword';
import { registrationFailureMessage } from './registrationFailureMessage';
import { type RegisterFormValues, validateRegisterForm } from './validateRegisterForm';

/** @public */
export interface RegisterFormProps {
  /** Called with valid values; resolve when done and report failures through `error`. */
  onSubmit: (values: RegisterFormValues) => Promise<void>;
  /** The last failed attempt: shown above the fields, and on the fields the server named. */
  error?: RegistrationFailure | null;
  /** The client's least password length; never below the spec's 6. @default 6 */
  minPasswordLength?: number;
  /** The client the account is created in, when known. */
  clientName?: string;
  /** Where the "already have an account" link points; without it no link is shown. */
  loginHref?: string;
  onNavigate?: (href: string) => void;
}

type FormField = keyof RegisterFormValues;

const fieldOrder: readonly FormField[] = ['email', 'name', 'surname', 'password', 'repeatPassword'];

const emptyValues: RegisterFormValues = {
  email: '',
  name: '',
  surname: '',
  password: '',
  repeatPassword: '',
};

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
  footer: {
    textAlign: 'center',
    color: tokens.colorNeutralForeground3,
  },
});

/** The problem the server found with `field`, while the field still holds what was sent. */
function serverProblem(
  error: RegistrationFailure | null | undefined,
  field: FormField,
  values: RegisterFormValues,
  sent: RegisterFormValues | null,
): FieldProblem | 'accountExists' | undefined {
  if (!error || !sent || values[field] !== sent[field]) return undefined;
  if (error.reason === 'accountExists' && field === 'email') return 'accountExists';
  return error.reason === 'invalidFields' ? error.fields[field] : undefined;
}

/**
 * The register form (spec §2, register route): e-mail, name, surname, password and its repeat.
 * Validates like the login form (on submit, then while typing once a field was left); the
 * passwords must be identical and long enough (spec §5). What the server rejects is shown above
 * the fields and on the field it concerns, until that field changes.
 * @public
 */
export function RegisterForm({
  onSubmit,
  error,
  minPasswordLength = specMinPasswordLength,
  clientName,
  loginHref,
  onNavigate,
}: RegisterFormProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [values, setValues] = useState<RegisterFormValues>(emptyValues);
  const [touched, setTouched] = useState<Partial<Record<FormField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<RegisterFormValues | null>(null);
  const inputs = useRef<Partial<Record<FormField, HTMLInputElement | null>>>({});
  const leastLength = Math.max(specMinPasswordLength, minPasswordLength);

  const errors = validateRegisterForm(values, leastLength);

  /** What to show under a field: its own validation first, then the server's verdict. */
  function fieldMessage(field: FormField): { text?: string; invalid: boolean } {
    const own: FieldMessage | undefined = submitted || touched[field] ? errors[field] : undefined;
    if (own) return { text: t(own.key, own.values), invalid: true };
    const problem = serverProblem(error, field, values, sent);
    if (problem === 'accountExists') return { invalid: true };
    if (problem) {
      const message = fieldProblemMessage(problem);
      return { text: t(message.key, message.values), invalid: true };
    }
    return { invalid: false };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    const firstInvalid = fieldOrder.find((field) => errors[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    const trimmed = {
      ...values,
      email: values.email.trim(),
      name: values.name.trim(),
      surname: values.surname.trim(),
    };
    setSent(values);
    setSubmitting(true);
    try {
      await onSubmit(trimmed);
    } finally {
      setSubmitting(false);
    }
  }

  const field = (
    name: FormField,
    label: string,
    input: Pick<InputProps, 'type' | 'autoComplete' | 'inputMode'>,
    hint?: string,
  ) => {
    const message = fieldMessage(name);
    return (
      <Field
        label={label}
        required
        hint={hint}
        validationState={message.invalid ? 'error' : 'none'}
        validationMessage={message.text}
      >
        <Input
          {...input}
          ref={(element) => {
            inputs.current[name] = element;
          }}
          name={name}
          value={values[name]}
          onChange={(_, data) => setValues((current) => ({ ...current, [name]: data.value }))}
          onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
        />
      </Field>
    );
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby="register-title"
    >
      <div className={styles.header}>
        <Text as="h1" id="register-title" size={600} weight="semibold" className={styles.title}>
          {t('register.title')}
        </Text>
        <Text as="p" className={styles.subtitle}>
          {clientName ? t('register.subtitleClient', { clientName }) : t('register.subtitle')}
        </Text>
      </div>

      {error && (
        <MessageBar intent="error" politeness="assertive">
          <MessageBarBody>{registrationFailureMessage(error, t)}</MessageBarBody>
        </MessageBar>
      )}

      {field('email', t('register.email'), {
        type: 'email',
        autoComplete: 'email',
        inputMode: 'email',
      })}
      {field('name', t('register.name'), { type: 'text', autoComplete: 'given-name' })}
      {field('surname', t('register.surname'), { type: 'text', autoComplete: 'family-name' })}
      {field(
        'password',
        t('register.password'),
        { type: 'password', autoComplete: 'new-password' },
        t('password.hint', { count: leastLength }),
      )}
      {field('repeatPassword', t('register.repeatPassword'), {
        type: 'password',
        autoComplete: 'new-password',
      })}

      <Button
        className={styles.submit}
        type="submit"
        appearance="primary"
        size="large"
        disabledFocusable={submitting}
        icon={submitting ? <Spinner size="tiny" /> : undefined}
      >
        {submitting ? t('register.submitting') : t('register.submit')}
      </Button>

      {loginHref && (
        <Text className={styles.footer}>
          {t('register.haveAccount')}{' '}
          <AppLink href={loginHref} onNavigate={onNavigate}>
            {t('register.login')}
          </AppLink>
        </Text>
      )}
    </form>
  );
}
