import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import {
  type CurrentUser,
  changePassword,
  classifyPasswordChangeError,
  type HttpAdapter,
  type PasswordChange,
  type PasswordChangeFailure,
  type PasswordChangeField,
} from '@tessera/client';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification, NotificationCenter } from '../notifications/notificationCenter';
import type { FieldMessage } from '../password/fieldMessage.types';
import { fieldProblemMessage } from '../password/fieldProblemMessage';
import { specMinPasswordLength } from '../password/validateNewPassword';
import { validatePasswordChange } from './validatePasswordChange';

/** @public */
export interface ChangePasswordDialogProps {
  open: boolean;
  /** Asked to close after a change, on cancel and on Escape; never while the change is sent. */
  onOpenChange: (open: boolean) => void;
  adapter: HttpAdapter;
  /** Where the success ('changed successfully') and the failures that are not a field's go. */
  notifications: Pick<NotificationCenter, 'notify'>;
  /** The client's least password length; never below the spec's 6. @default 6 */
  minPasswordLength?: number;
  /** Called with the session user the server answered after the change. */
  onChanged?: (user: CurrentUser) => void;
}

type FormField = PasswordChangeField;

const fieldOrder: readonly FormField[] = ['currentPassword', 'newPassword', 'repeatNewPassword'];

const emptyValues: PasswordChange = { currentPassword: '', newPassword: '', repeatNewPassword: '' };

const changedNotification: Notification = {
  intent: 'success',
  title: 'changePassword.changed',
  message: 'changePassword.changedMessage',
};

/** The notification for a failure no field can show (spec §8: other error → unknown error). */
function failureNotification(failure: Exclude<PasswordChangeFailure, { reason: 'invalidFields' }>) {
  switch (failure.reason) {
    case 'tooManyRequests':
      return {
        intent: 'warning',
        title: 'notifications.api_errors.tooManyRequests',
      } satisfies Notification;
    case 'network':
      return {
        intent: 'error',
        title: 'notifications.api_errors.network.title',
        message: 'notifications.api_errors.network.message',
      } satisfies Notification;
    case 'unknown':
      return { intent: 'error', title: 'notifications.unknownError' } satisfies Notification;
  }
}

const useStyles = makeStyles({
  // Fluent's dialog surface is 600 px wide at most, the width the change-password dialog has.
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    paddingBlock: tokens.spacingVerticalS,
  },
});

/**
 * The change-password form; mounted only while the dialog is open, so every opening starts empty.
 */
function ChangePasswordForm({
  onOpenChange,
  adapter,
  notifications,
  minPasswordLength,
  onChanged,
  busyRef,
}: Omit<ChangePasswordDialogProps, 'open' | 'minPasswordLength'> & {
  minPasswordLength: number;
  /** Tells the dialog whether a change is on its way (it then refuses to close). */
  busyRef: RefObject<boolean>;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [values, setValues] = useState<PasswordChange>(emptyValues);
  const [touched, setTouched] = useState<Partial<Record<FormField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [rejected, setRejected] = useState<{
    values: PasswordChange;
    fields: Partial<Record<FormField, FieldMessage>>;
  } | null>(null);
  const inputs = useRef<Partial<Record<FormField, HTMLInputElement | null>>>({});

  const errors = validatePasswordChange(values, minPasswordLength);

  /** Its own validation first, then the server's verdict while the field holds what was sent. */
  function fieldMessage(field: FormField): string | undefined {
    const own = submitted || touched[field] ? errors[field] : undefined;
    const server =
      rejected && rejected.values[field] === values[field] ? rejected.fields[field] : undefined;
    const message = own ?? server;
    return message && t(message.key, message.values);
  }

  function setBusyState(next: boolean) {
    setBusy(next);
    busyRef.current = next;
  }

  // A form taken away mid-change (the dialog closed from outside) leaves the next one closable.
  useEffect(
    () => () => {
      busyRef.current = false;
    },
    [busyRef],
  );

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const firstInvalid = fieldOrder.find((field) => errors[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    setBusyState(true);
    let user: CurrentUser;
    try {
      user = await changePassword(adapter, values);
    } catch (error) {
      setBusyState(false);
      const failure = classifyPasswordChangeError(error);
      if (failure.reason !== 'invalidFields') {
        notifications.notify(failureNotification(failure));
        return;
      }
      const fields: Partial<Record<FormField, FieldMessage>> = {};
      for (const field of fieldOrder) {
        const problem = failure.fields[field];
        if (problem) fields[field] = fieldProblemMessage(problem);
      }
      setRejected({ values, fields });
      const first = fieldOrder.find((field) => fields[field]);
      if (first) inputs.current[first]?.focus();
      return;
    }
    setBusyState(false);
    notifications.notify(changedNotification);
    onChanged?.(user);
    onOpenChange(false);
  }

  const passwordField = (
    name: FormField,
    label: string,
    autoComplete: 'current-password' | 'new-password',
    hint?: string,
  ) => {
    const message = fieldMessage(name);
    return (
      <Field
        label={label}
        required
        hint={hint}
        validationState={message ? 'error' : 'none'}
        validationMessage={message}
      >
        <Input
          ref={(element) => {
            inputs.current[name] = element;
          }}
          type="password"
          name={name}
          autoComplete={autoComplete}
          value={values[name]}
          readOnly={busy}
          onChange={(_, data) => setValues((current) => ({ ...current, [name]: data.value }))}
          onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
        />
      </Field>
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit}>
      <DialogBody>
        <DialogTitle>{t('changePassword.title')}</DialogTitle>
        <DialogContent className={styles.content}>
          {passwordField(
            'currentPassword',
            t('changePassword.currentPassword'),
            'current-password',
          )}
          {passwordField(
            'newPassword',
            t('changePassword.newPassword'),
            'new-password',
            t('password.hint', { count: minPasswordLength }),
          )}
          {passwordField(
            'repeatNewPassword',
            t('changePassword.repeatNewPassword'),
            'new-password',
          )}
        </DialogContent>
        <DialogActions>
          <Button
            appearance="secondary"
            disabledFocusable={busy}
            onClick={() => onOpenChange(false)}
          >
            {t('changePassword.cancel')}
          </Button>
          <Button
            type="submit"
            appearance="primary"
            disabledFocusable={busy}
            icon={busy ? <Spinner size="tiny" /> : undefined}
          >
            {busy ? t('changePassword.submitting') : t('changePassword.submit')}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}

/**
 * The change-password dialog (spec §2, user menu: change password): current password, new
 * password and its repeat, validated per spec §5 (the new one at least `minPasswordLength`
 * characters). Outcomes per spec §8: invalidCurrentPassword shows 'Podano nieprawidłowe hasło' on
 * the current-password field, the password policy's problems show on the new password, success
 * raises 'changed successfully' and closes, anything else raises the unknown-error notification
 * and keeps what was typed.
 * @public
 */
export function ChangePasswordDialog({
  open,
  onOpenChange,
  minPasswordLength = specMinPasswordLength,
  ...formProps
}: ChangePasswordDialogProps) {
  const busy = useRef(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(_, data) => {
        // Closing while the change is on its way would hide how it ended.
        if (!data.open && busy.current) return;
        onOpenChange(data.open);
      }}
    >
      <DialogSurface aria-describedby={undefined}>
        <ChangePasswordForm
          {...formProps}
          onOpenChange={onOpenChange}
          minPasswordLength={Math.max(specMinPasswordLength, minPasswordLength)}
          busyRef={busy}
        />
      </DialogSurface>
    </Dialog>
  );
}
