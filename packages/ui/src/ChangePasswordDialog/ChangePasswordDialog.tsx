import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
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
  type PasswordChangeField,
} from '@tessera/client';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CredentialField } from '../CredentialField/CredentialField';
import { useCredentialFields } from '../CredentialField/useCredentialFields';
import { apiErrorNotification } from '../notifications/apiErrorNotification';
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
  const fields = useCredentialFields(emptyValues, fieldOrder);
  const [busy, setBusy] = useState(false);
  const [rejected, setRejected] = useState<{
    values: PasswordChange;
    fields: Partial<Record<FormField, FieldMessage>>;
  } | null>(null);
  const { values } = fields;

  const errors = validatePasswordChange(values, minPasswordLength);

  /** Its own validation first, then the server's verdict while the field holds what was sent. */
  function fieldMessage(field: FormField): string | undefined {
    const own = fields.showsProblem(field) ? errors[field] : undefined;
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
    if (busy || !fields.trySubmit(errors)) return;
    setBusyState(true);
    let user: CurrentUser;
    try {
      user = await changePassword(adapter, values);
    } catch (error) {
      setBusyState(false);
      const failure = classifyPasswordChangeError(error);
      if (failure.reason !== 'invalidFields') {
        // Spec §8: a failure no field can show is the catalogue's (other error → unknown error).
        const notification = apiErrorNotification(failure.reason);
        if (notification) notifications.notify(notification);
        return;
      }
      const messages: Partial<Record<FormField, FieldMessage>> = {};
      for (const field of fieldOrder) {
        const problem = failure.fields[field];
        if (problem) messages[field] = fieldProblemMessage(problem);
      }
      setRejected({ values, fields: messages });
      fields.focusFirst(messages);
      return;
    }
    setBusyState(false);
    notifications.notify(changedNotification);
    onChanged?.(user);
    onOpenChange(false);
  }

  return (
    <form noValidate onSubmit={handleSubmit}>
      <DialogBody>
        <DialogTitle>{t('changePassword.title')}</DialogTitle>
        <DialogContent className={styles.content}>
          {fieldOrder.map((name) => (
            <CredentialField
              key={name}
              fields={fields}
              name={name}
              label={t(`changePassword.${name}`)}
              hint={
                name === 'newPassword'
                  ? t('password.hint', { count: minPasswordLength })
                  : undefined
              }
              message={fieldMessage(name)}
              type="password"
              autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
              readOnly={busy}
            />
          ))}
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
