import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    marginBottom: tokens.spacingVerticalL,
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  title: { margin: 0, overflowWrap: 'anywhere' },
  description: { color: tokens.colorNeutralForeground2, maxWidth: '720px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface PageHeaderProps {
  readonly title: ReactNode;
  readonly description?: ReactNode;
  /** Above the title: the way back (a link to the list). */
  readonly back?: ReactNode;
  readonly actions?: ReactNode;
}

/** A settings screen's heading: the way back, the title, what the screen is for, and its actions. */
export function PageHeader({ title, description, back, actions }: PageHeaderProps) {
  const styles = useStyles();
  return (
    <header className={styles.root}>
      <div className={styles.text}>
        {back}
        <Text as="h1" size={800} weight="semibold" className={styles.title}>
          {title}
        </Text>
        {description && <Text className={styles.description}>{description}</Text>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
