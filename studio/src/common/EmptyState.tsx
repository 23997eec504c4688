import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXL}`,
    textAlign: 'center',
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  icon: { fontSize: '40px', color: tokens.colorBrandForeground1 },
  message: { color: tokens.colorNeutralForeground2, maxWidth: '480px' },
});

export interface EmptyStateProps {
  readonly icon?: ReactNode;
  readonly title: string;
  readonly message?: string;
  readonly action?: ReactNode;
}

/** What a list shows with nothing in it: why, and what to do first. */
export function EmptyState({ icon, title, message, action }: EmptyStateProps) {
  const styles = useStyles();
  return (
    <section className={styles.root}>
      {icon && <span className={styles.icon}>{icon}</span>}
      <Text as="h2" size={500} weight="semibold">
        {title}
      </Text>
      {message && <Text className={styles.message}>{message}</Text>}
      {action}
    </section>
  );
}
