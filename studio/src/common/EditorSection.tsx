import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    marginBottom: tokens.spacingVerticalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  title: { margin: 0 },
  description: { color: tokens.colorNeutralForeground2, maxWidth: '760px' },
});

export interface EditorSectionProps {
  readonly title: string;
  readonly description?: string;
  /** Beside the title: the section's own action (add a field, a rule). */
  readonly action?: ReactNode;
  readonly children: ReactNode;
}

/** One titled card of an editor (general settings, fields, access). */
export function EditorSection({ title, description, action, children }: EditorSectionProps) {
  const styles = useStyles();
  return (
    <section className={styles.root} aria-label={title}>
      <div className={styles.header}>
        <div className={styles.text}>
          <Text as="h2" size={500} weight="semibold" className={styles.title}>
            {title}
          </Text>
          {description && <Text className={styles.description}>{description}</Text>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
