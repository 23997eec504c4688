import { Button } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { PageAlert } from './PageAlert';

/** @public */
export interface RetryAlertProps {
  title: string;
  message?: string;
  onRetry: () => void;
}

/**
 * A failed load, with a 'try again' button.
 * @public
 */
export function RetryAlert({ title, message, onRetry }: RetryAlertProps) {
  const { t } = useTranslation();
  return (
    <PageAlert
      intent="error"
      title={title}
      message={message}
      action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}
