import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { RegistrationStatus } from '@tessera/client';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../AppLink/AppLink';

/** @public */
export interface RegistrationOutcomeProps {
  status: RegistrationStatus;
  loginHref: string;
  onNavigate?: (href: string) => void;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  title: { margin: 0 },
  message: {
    margin: 0,
    color: tokens.colorNeutralForeground2,
  },
  link: {
    alignSelf: 'flex-start',
    marginTop: tokens.spacingVerticalS,
    fontWeight: tokens.fontWeightSemibold,
  },
});

/**
 * What a successful registration says (spec §4): an active account may log in now; one waiting
 * for an admin's approval (waitingForAdminApproval) is told so plainly, since logging in would
 * fail until then. Announced to screen readers when it replaces the form.
 * @public
 */
export function RegistrationOutcome({ status, loginHref, onNavigate }: RegistrationOutcomeProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <section className={styles.root} role="status" aria-labelledby="registration-outcome-title">
      <Text
        as="h1"
        id="registration-outcome-title"
        size={600}
        weight="semibold"
        className={styles.title}
      >
        {t(`register.${status}.title`)}
      </Text>
      <Text as="p" className={styles.message}>
        {t(`register.${status}.message`)}
      </Text>
      <AppLink className={styles.link} href={loginHref} onNavigate={onNavigate}>
        {t('register.goToLogin')}
      </AppLink>
    </section>
  );
}
