import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { DeleteConfirmDialog, type DeleteConfirmDialogProps } from './DeleteConfirmDialog';

type DialogControl = 'open' | 'onOpenChange' | 'onConfirm';

/** What `confirm` asks: the texts and look of a `ConfirmDialog`. @public */
export type ConfirmOptions = Omit<ConfirmDialogProps, DialogControl>;

/** What `confirmDelete` asks: the texts of a `DeleteConfirmDialog`. @public */
export type DeleteConfirmOptions = Omit<DeleteConfirmDialogProps, DialogControl>;

/** @public */
export interface ConfirmApi {
  /** Opens a confirm dialog; resolves `true` when confirmed, `false` when cancelled. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** Opens a delete confirm dialog; resolves `true` when confirmed, `false` when cancelled. */
  confirmDelete(options?: DeleteConfirmOptions): Promise<boolean>;
  /** The dialog; render it once, anywhere in the component. */
  dialog: ReactNode;
}

type Request =
  | { kind: 'confirm'; options: ConfirmOptions }
  | { kind: 'delete'; options: DeleteConfirmOptions };

/**
 * Confirmation as a promise, for handlers that read top to bottom:
 * @public
 * @example
 * const { confirmDelete, dialog } = useConfirm();
 * const remove = async () => {
 *   if (await confirmDelete({ itemName: record.name })) await records.remove(record.id);
 * };
 * return <>{dialog}<Button onClick={remove}>Usuń</Button></>;
 */
export function useConfirm(): ConfirmApi {
  const [request, setRequest] = useState<Request | null>(null);
  const [open, setOpen] = useState(false);
  const pending = useRef<((confirmed: boolean) => void) | null>(null);

  const settle = useCallback((confirmed: boolean) => {
    const resolve = pending.current;
    pending.current = null;
    resolve?.(confirmed);
  }, []);

  const ask = useCallback(
    (next: Request) =>
      new Promise<boolean>((resolve) => {
        // A new question while one is open answers the old one with 'no'.
        settle(false);
        pending.current = resolve;
        setRequest(next);
        setOpen(true);
      }),
    [settle],
  );

  useEffect(() => () => settle(false), [settle]);

  const confirm = useCallback(
    (options: ConfirmOptions) => ask({ kind: 'confirm', options }),
    [ask],
  );
  const confirmDelete = useCallback(
    (options: DeleteConfirmOptions = {}) => ask({ kind: 'delete', options }),
    [ask],
  );

  const control = {
    open,
    onOpenChange: (next: boolean) => {
      if (next) return;
      setOpen(false);
      settle(false);
    },
    onConfirm: () => settle(true),
  };

  // The request stays after closing, so the dialog keeps its texts while it animates out.
  let dialog: ReactNode = null;
  if (request?.kind === 'confirm') dialog = <ConfirmDialog {...request.options} {...control} />;
  if (request?.kind === 'delete')
    dialog = <DeleteConfirmDialog {...request.options} {...control} />;

  return { confirm, confirmDelete, dialog };
}
