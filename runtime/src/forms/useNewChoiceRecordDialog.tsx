import type { HttpAdapter } from '@tessera/client';
import type { AddChoiceRecordRequest, ChoiceItem } from '@tessera/fields-choice/runtime';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { NewChoiceRecordDialog } from './NewChoiceRecordDialog';

/** What {@link useNewChoiceRecordDialog} gives a screen. */
export interface NewChoiceRecordDialogApi {
  /**
   * Opens the new-record dialog of a list select; resolves the created record as an option, or
   * `null` when the person leaves without one or the request is aborted. Stable across renders:
   * the screen's choice source calls it as its `addRecord`.
   */
  open(request: AddChoiceRecordRequest): Promise<ChoiceItem | null>;
  /** The dialog; render it once, anywhere in the screen. */
  dialog: ReactNode;
}

interface Shown {
  readonly request: AddChoiceRecordRequest;
  /** A new key per request: each opens with empty inputs. */
  readonly key: number;
}

/**
 * The list selects' new-record dialog as a promise, for a screen's choice source (like
 * `useConfirm`): a new request while one is open answers the old one with `null`; so does the
 * request's abort signal (the field went away) and the screen's unmounting.
 */
export function useNewChoiceRecordDialog({
  adapter,
  reportError,
}: {
  readonly adapter: HttpAdapter;
  readonly reportError: (error: unknown) => void;
}): NewChoiceRecordDialogApi {
  const [shown, setShown] = useState<Shown | null>(null);
  const [isOpen, setOpen] = useState(false);
  const pending = useRef<{ resolve: (item: ChoiceItem | null) => void; key: number } | null>(null);
  const nextKey = useRef(0);

  const settle = useCallback((key: number | null, item: ChoiceItem | null) => {
    const current = pending.current;
    if (current === null || (key !== null && current.key !== key)) return;
    pending.current = null;
    setOpen(false);
    current.resolve(item);
  }, []);

  const open = useCallback(
    (request: AddChoiceRecordRequest) =>
      new Promise<ChoiceItem | null>((resolve) => {
        settle(null, null);
        if (request.signal.aborted) {
          resolve(null);
          return;
        }
        nextKey.current += 1;
        const key = nextKey.current;
        pending.current = { resolve, key };
        request.signal.addEventListener('abort', () => settle(key, null), { once: true });
        setShown({ request, key });
        setOpen(true);
      }),
    [settle],
  );

  useEffect(() => () => settle(null, null), [settle]);

  // The last request stays after closing, so the dialog keeps its texts while it animates out.
  const dialog =
    shown === null ? null : (
      <NewChoiceRecordDialog
        key={shown.key}
        open={isOpen}
        request={shown.request}
        adapter={adapter}
        reportError={reportError}
        onClose={(item) => settle(shown.key, item)}
      />
    );
  return { open, dialog };
}
