import {
  Link,
  Toast,
  ToastBody,
  Toaster,
  ToastTitle,
  ToastTrigger,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type NotificationCenter, notificationDurationMs } from './notificationCenter';

/** @public */
export interface NotificationToasterProps {
  center: NotificationCenter;
}

/**
 * Shows the notifications of a `NotificationCenter` as Fluent toasts, each with a close action
 * (spec 000 §8). The same notification raised again while visible (ten requests failing offline)
 * shows once.
 * @public
 */
export function NotificationToaster({ center }: NotificationToasterProps) {
  const { t } = useTranslation();
  const toasterId = useId('notifications');
  const { dispatchToast } = useToastController(toasterId);

  useEffect(
    () =>
      center.subscribe((notification) => {
        dispatchToast(
          <Toast>
            <ToastTitle
              action={
                <ToastTrigger>
                  <Link>{t('notifications.dismiss')}</Link>
                </ToastTrigger>
              }
            >
              {t(notification.title)}
            </ToastTitle>
            {notification.message && <ToastBody>{t(notification.message)}</ToastBody>}
          </Toast>,
          {
            intent: notification.intent,
            timeout: notification.timeoutMs ?? notificationDurationMs,
            toastId: `${notification.intent}:${notification.title}:${notification.message ?? ''}`,
          },
        );
      }),
    [center, dispatchToast, t],
  );

  // Below the 48 px top bar, so a toast never covers the user menu.
  return <Toaster toasterId={toasterId} position="top-end" offset={{ vertical: 56 }} />;
}
