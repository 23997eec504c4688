import type { InputProps } from '@fluentui/react-components';
import type { LoginFailure } from '@tessera/client';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthForm } from '../AuthForm/AuthForm';
import { CredentialField } from '../CredentialField/CredentialField';
import { useCredentialFields } from '../CredentialField/useCredentialFields';
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

const emptyValues: LoginFormValues = { email: '', password: '' };

type FormField = keyof LoginFormValues;

const fieldOrder: readonly FormField[] = ['email', 'password'];

/** What each field's input is, for the keyboard and the browser's autofill. */
const inputKinds: Record<FormField, Pick<InputProps, 'type' | 'autoComplete' | 'inputMode'>> = {
  email: { type: 'email', autoComplete: 'username', inputMode: 'email' },
  password: { type: 'password', autoComplete: 'current-password' },
};

/**
 * The login form (spec §2, login page): e-mail, password, a register link and the login button.
 * Validates on submit and, once a field was left, while typing; messages are Polish by default.
 * @public
 */
export function LoginForm({ onSubmit, error, registerHref, onNavigate }: LoginFormProps) {
  const { t } = useTranslation();
  const fields = useCredentialFields(emptyValues, fieldOrder);
  const [submitting, setSubmitting] = useState(false);
  const { values } = fields;

  const errors = validateLoginForm(values);
  const visibleError = (field: FormField) => {
    const key = errors[field];
    return key && fields.showsProblem(field) ? t(key) : undefined;
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || !fields.trySubmit(errors)) return;
    setSubmitting(true);
    try {
      await onSubmit({ email: values.email.trim(), password: values.password });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthForm
      titleId="login-title"
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      failure={error ? loginFailureMessage(error, t) : undefined}
      submitting={submitting}
      submitLabel={t('login.submit')}
      submittingLabel={t('login.submitting')}
      otherForm={
        registerHref
          ? { question: t('login.noAccount'), link: t('login.register'), href: registerHref }
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
          label={t(`login.${name}`)}
          message={visibleError(name)}
        />
      ))}
    </AuthForm>
  );
}
