import {
  Button,
  Link,
  makeStyles,
  Spinner,
  Toast,
  Toaster,
  type ToastPosition,
  ToastTitle,
  tokens,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { type FocusEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Snackbar, SnackbarCenter } from './snackbarCenter';

/** @public */
export interface SnackbarHostProps {
  center: SnackbarCenter;
  /** @default 'bottom' */
  position?: ToastPosition;
}

const useStyles = makeStyles({
  actions: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
});

interface SnackbarToastProps {
  center: SnackbarCenter;
  snackbar: Snackbar;
}

function SnackbarToast({ center, snackbar }: SnackbarToastProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  // The center owns the clock: it stops while the user points at or works in the snackbar, so an
  // undo link does not vanish under the pointer.
  useEffect(() => {
    if (!hovered && !focused) return;
    center.pause(snackbar.id);
    return () => center.resume(snackbar.id);
  }, [center, snackbar, hovered, focused]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  const actions = (snackbar.action || snackbar.dismissible) && (
    <span className={styles.actions}>
      {snackbar.action && (
        <Link as="button" onClick={snackbar.action.onClick}>
          {t(snackbar.action.label)}
        </Link>
      )}
      {snackbar.dismissible && (
        <Button
          appearance="transparent"
          size="small"
          icon={<DismissRegular />}
          aria-label={t('snackbars.dismiss')}
          onClick={() => center.dismiss(snackbar.id)}
        />
      )}
    </span>
  );

  return (
    <Toast
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <ToastTitle
        media={snackbar.busy ? <Spinner size="extra-tiny" /> : undefined}
        action={actions || undefined}
      >
        {t(snackbar.message, snackbar.values)}
      </ToastTitle>
    </Toast>
  );
}

/**
 * Shows the snackbars of a `SnackbarCenter` as Fluent toasts at the bottom of the screen, apart
 * from the notifications at the top. It mirrors the center's list: a new snackbar is dispatched,
 * a replaced one is updated in place (and announced again), a closed one is dismissed.
 * @public
 */
export function SnackbarHost({ center, position = 'bottom' }: SnackbarHostProps) {
  const toasterId = useId('snackbars');
  const { dispatchToast, updateToast, dismissToast } = useToastController(toasterId);

  useEffect(() => {
    let shown = new Map<string, { toastId: string; snackbar: Snackbar }>();
    let generation = 0;

    const sync = () => {
      const next = new Map<string, { toastId: string; snackbar: Snackbar }>();
      const dispatched: (() => void)[] = [];
      for (const snackbar of center.getState()) {
        const previous = shown.get(snackbar.id);
        const content = <SnackbarToast center={center} snackbar={snackbar} />;
        if (previous) {
          next.set(snackbar.id, { toastId: previous.toastId, snackbar });
          if (previous.snackbar !== snackbar) {
            updateToast({
              toastId: previous.toastId,
              content,
              intent: snackbar.intent,
              timeout: -1,
            });
          }
          continue;
        }
        // A fresh Fluent id each time: a closing toast keeps its id until its exit animation ends,
        // and Fluent ignores a dispatch under an id it still holds.
        const toastId = `${toasterId}-${snackbar.id}-${++generation}`;
        next.set(snackbar.id, { toastId, snackbar });
        dispatched.push(() =>
          dispatchToast(content, {
            toastId,
            intent: snackbar.intent,
            timeout: -1,
            // Fluent closes a focused toast on Delete; the center must hear of it.
            onStatusChange: (_event, { status }) => {
              if (status === 'dismissed' && shown.get(snackbar.id)?.toastId === toastId) {
                center.dismiss(snackbar.id);
              }
            },
          }),
        );
      }
      const gone = [...shown.values()].filter(({ snackbar }) => !next.has(snackbar.id));
      shown = next;
      for (const { toastId } of gone) dismissToast(toastId);
      for (const dispatch of dispatched) dispatch();
    };

    sync();
    const unsubscribe = center.subscribe(sync);
    return () => {
      unsubscribe();
      for (const { toastId } of shown.values()) dismissToast(toastId);
    };
  }, [center, toasterId, dispatchToast, updateToast, dismissToast]);

  return <Toaster toasterId={toasterId} position={position} />;
}
