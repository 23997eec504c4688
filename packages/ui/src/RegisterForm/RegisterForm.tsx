import type { InputProps } from '@fluentui/react-components';
import type { FieldProblem, RegistrationFailure } from '@tessera/client';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthForm } from '../AuthForm/AuthForm';
import { CredentialField } from '../CredentialField/CredentialField';
import { useCredentialFields } from '../CredentialField/useCredentialFields';
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

/** What each field's input is, for the keyboard and the browser's autofill. */
const inputKinds: Record<FormField, Pick<InputProps, 'type' | 'autoComplete' | 'inputMode'>> = {
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  name: { type: 'text', autoComplete: 'given-name' },
  surname: { type: 'text', autoComplete: 'family-name' },
  password: { type: 'password', autoComplete: 'new-password' },
  repeatPassword: { type: 'password', autoComplete: 'new-password' },
};

const emptyValues: RegisterFormValues = {
  email: '',
  name: '',
  surname: '',
  password: '',
  repeatPassword: '',
};

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
  const fields = useCredentialFields(emptyValues, fieldOrder);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<RegisterFormValues | null>(null);
  const leastLength = Math.max(specMinPasswordLength, minPasswordLength);
  const { values } = fields;

  const errors = validateRegisterForm(values, leastLength);

  /** What to show under a field: its own validation first, then the server's verdict. */
  function fieldMessage(field: FormField): { message?: string; invalid: boolean } {
    const own: FieldMessage | undefined = fields.showsProblem(field) ? errors[field] : undefined;
    if (own) return { message: t(own.key, own.values), invalid: true };
    const problem = serverProblem(error, field, values, sent);
    if (problem === 'accountExists') return { invalid: true };
    if (problem) {
      const message = fieldProblemMessage(problem);
      return { message: t(message.key, message.values), invalid: true };
    }
    return { invalid: false };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || !fields.trySubmit(errors)) return;
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

  return (
    <AuthForm
      titleId="register-title"
      title={t('register.title')}
      subtitle={clientName ? t('register.subtitleClient', { clientName }) : t('register.subtitle')}
      failure={error ? registrationFailureMessage(error, t) : undefined}
      submitting={submitting}
      submitLabel={t('register.submit')}
      submittingLabel={t('register.submitting')}
      otherForm={
        loginHref
          ? { question: t('register.haveAccount'), link: t('register.login'), href: loginHref }
          : undefined
      }
      onNavigate={onNavigate}
      onSubmit={handleSubmit}
    >
      {fieldOrder.map((name) => (
        <CredentialField
          key={name}
          {...inputKinds[name]}
          fields={fields}
          name={name}
          label={t(`register.${name}`)}
          hint={name === 'password' ? t('password.hint', { count: leastLength }) : undefined}
          {...fieldMessage(name)}
        />
      ))}
    </AuthForm>
  );
}
