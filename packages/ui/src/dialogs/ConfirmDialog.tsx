import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog, type AppDialogSize } from './AppDialog';

/** @public */
export interface ConfirmDialogProps {
  open: boolean;
  /** Called with `false` on cancel, Escape, and after a successful confirm. */
  onOpenChange: (open: boolean) => void;
  /**
   * The confirmed action. While a returned promise is pending the dialog is busy and cannot be
   * closed; when it rejects, the dialog stays open and shows `errorMessage`.
   */
  onConfirm: () => unknown;
  message: ReactNode;
  /** @default 'Potwierdź operację' */
  title?: ReactNode;
  /** @default 'Potwierdź' */
  confirmLabel?: string;
  /** @default 'Anuluj' */
  cancelLabel?: string;
  /** @default 'Nie udało się wykonać operacji. Spróbuj ponownie.' */
  errorMessage?: string;
  /** Styles the confirm button as destructive. @default false */
  danger?: boolean;
  /** The button focused on opening, which Enter then presses. @default 'confirm' */
  initialFocus?: 'confirm' | 'cancel';
  /** @default 'small' */
  size?: AppDialogSize;
}

const useStyles = makeStyles({
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  danger: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': {
      backgroundColor: tokens.colorStatusDangerBackground3Hover,
      color: tokens.colorNeutralForegroundOnBrand,
    },
    ':hover:active': {
      backgroundColor: tokens.colorStatusDangerBackground3Pressed,
      color: tokens.colorNeutralForegroundOnBrand,
    },
  },
});

/**
 * Asks the user to confirm an action. Fluent's dialog keyboard applies: Escape cancels, and the
 * confirm button has focus on opening, so Enter confirms.
 * @public
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  message,
  title,
  confirmLabel,
  cancelLabel,
  errorMessage,
  danger = false,
  initialFocus = 'confirm',
  size = 'small',
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  // A click landing before React re-renders the disabled button must not confirm twice.
  const busyRef = useRef(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  // Reopened: the last attempt's error no longer applies.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setFailed(false);
  }

  // Runs after Fluent's own effect, which focuses the first focusable element (cancel).
  useEffect(() => {
    if (open) (initialFocus === 'confirm' ? confirmRef : cancelRef).current?.focus();
  }, [open, initialFocus]);

  const close = (next: boolean) => {
    if (!next && !busyRef.current) onOpenChange(false);
  };

  const confirm = async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setFailed(false);
    try {
      await onConfirm();
    } catch {
      setFailed(true);
      return;
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
    onOpenChange(false);
  };

  return (
    <AppDialog
      open={open}
      onOpenChange={close}
      title={title ?? t('dialogs.confirm.title')}
      size={size}
      modalType="alert"
      hideCloseButton
      actions={
        <>
          <Button ref={cancelRef} disabled={busy} onClick={() => close(false)}>
            {cancelLabel ?? t('dialogs.confirm.cancel')}
          </Button>
          <Button
            ref={confirmRef}
            appearance="primary"
            className={danger && !busy ? styles.danger : undefined}
            disabledFocusable={busy}
            icon={busy ? <Spinner size="tiny" /> : undefined}
            onClick={confirm}
          >
            {confirmLabel ?? t('dialogs.confirm.confirm')}
          </Button>
        </>
      }
    >
      <div className={styles.content}>
        <div>{message}</div>
        {failed && (
          <MessageBar intent="error">
            <MessageBarBody>{errorMessage ?? t('dialogs.confirm.failed')}</MessageBarBody>
          </MessageBar>
        )}
      </div>
    </AppDialog>
  );
}
