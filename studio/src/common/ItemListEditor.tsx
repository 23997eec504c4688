import { Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

export interface ItemListEditorProps {
  /** How many items there are: none shows `emptyText`. */
  readonly count: number;
  readonly emptyText: string;
  readonly addLabel: string;
  readonly onAdd: () => void;
  readonly addDisabled?: boolean;
  /** Closer rows and a small add button, for a list inside a panel's part. */
  readonly compact?: boolean;
  /** The items' rows (and what stands between them, such as how they combine). */
  readonly children: ReactNode;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  compact: { gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground2 },
  add: { alignSelf: 'flex-start' },
});

/** A list of items edited in place: what it says when empty, the rows, and the add button. */
export function ItemListEditor({
  count,
  emptyText,
  addLabel,
  onAdd,
  addDisabled,
  compact = false,
  children,
}: ItemListEditorProps) {
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.root, compact && styles.compact)}>
      {count === 0 && <Text className={styles.muted}>{emptyText}</Text>}
      {children}
      <Button
        className={styles.add}
        size={compact ? 'small' : undefined}
        icon={<AddRegular />}
        disabled={addDisabled}
        onClick={onAdd}
      >
        {addLabel}
      </Button>
    </div>
  );
}
