import { useTranslation } from 'react-i18next';
import { AppLink } from '../AppLink/AppLink';
import { PageAlert } from '../PageAlert/PageAlert';

/** @public */
export interface AccessDeniedProps {
  /** The start page the link leads to. */
  startHref: string;
  onNavigate?: (href: string) => void;
}

/**
 * Shown to a logged-in user who is not allowed here (e.g. a non-admin in the settings):
 * 'Brak uprawnień' with a link to the start page.
 * @public
 */
export function AccessDenied({ startHref, onNavigate }: AccessDeniedProps) {
  const { t } = useTranslation();
  return (
    <PageAlert
      intent="error"
      title={t('accessDenied.title')}
      message={t('accessDenied.message')}
      action={
        <AppLink href={startHref} onNavigate={onNavigate}>
          {t('accessDenied.goToStart')}
        </AppLink>
      }
    />
  );
}
