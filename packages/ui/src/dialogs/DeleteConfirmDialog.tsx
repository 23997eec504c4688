import { useTranslation } from 'react-i18next';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

/** @public */
export interface DeleteConfirmDialogProps
  extends Omit<ConfirmDialogProps, 'message' | 'danger' | 'initialFocus'> {
  /** Named in the default question: 'Czy na pewno chcesz usunąć „…”?' */
  itemName?: string;
  /** @default 'Czy na pewno chcesz usunąć ten element? Tej operacji nie można cofnąć.' */
  message?: ConfirmDialogProps['message'];
}

/**
 * Asks the user to confirm a deletion, with a destructive 'Usuń' button. Unlike `ConfirmDialog`
 * the cancel button has focus on opening: a stray Enter must not delete (the safe choice is the
 * default for destructive actions).
 * @public
 */
export function DeleteConfirmDialog({
  itemName,
  message,
  title,
  confirmLabel,
  errorMessage,
  ...props
}: DeleteConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      {...props}
      danger
      initialFocus="cancel"
      title={title ?? t('dialogs.delete.title')}
      message={
        message ??
        (itemName
          ? t('dialogs.delete.messageNamed', { name: itemName })
          : t('dialogs.delete.message'))
      }
      confirmLabel={confirmLabel ?? t('dialogs.delete.confirm')}
      errorMessage={errorMessage ?? t('dialogs.delete.failed')}
    />
  );
}
