import { useTranslation } from 'react-i18next';
import { AppLink } from '../AppLink/AppLink';
import { PageAlert } from '../PageAlert/PageAlert';

/** @public */
export interface NotFoundProps {
  /** The start page the link leads to. */
  startHref: string;
  onNavigate?: (href: string) => void;
}

/**
 * Unknown pages (spec §2): the alert 'page not found' with a link to the start page.
 * @public
 */
export function NotFound({ startHref, onNavigate }: NotFoundProps) {
  const { t } = useTranslation();
  return (
    <PageAlert
      intent="warning"
      title={t('notifications.pageNotFound')}
      message={t('notFound.message')}
      action={
        <AppLink href={startHref} onNavigate={onNavigate}>
          {t('notFound.goToStart')}
        </AppLink>
      }
    />
  );
}
