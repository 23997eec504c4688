import { makeStyles, mergeClasses, Text, Tooltip, tokens } from '@fluentui/react-components';
import { ErrorCircleFilled } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

export interface ItemRowSummaryProps {
  /** The item's name, on the first line. */
  readonly name: string;
  /** The line under the name (a database name, a count, where an entry leads). */
  readonly detail: ReactNode;
  readonly detailClassName?: string;
  /** Said by the mark shown when the item has a problem; no mark without it. */
  readonly problem?: string | false;
  /** Badges after the texts. */
  readonly children?: ReactNode;
}

const useStyles = makeStyles({
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  line: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  detail: { color: tokens.colorNeutralForeground3 },
  badges: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    justifyContent: 'flex-end',
  },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** A list row's texts (its name over one line of detail) and its badges, a problem's mark first. */
export function ItemRowSummary({
  name,
  detail,
  detailClassName,
  problem,
  children,
}: ItemRowSummaryProps) {
  const styles = useStyles();
  return (
    <>
      <span className={styles.text}>
        <Text weight="semibold" className={styles.line}>
          {name}
        </Text>
        <Text size={200} className={mergeClasses(styles.line, styles.detail, detailClassName)}>
          {detail}
        </Text>
      </span>
      <span className={styles.badges}>
        {problem && (
          <Tooltip content={problem} relationship="label">
            <ErrorCircleFilled className={styles.error} />
          </Tooltip>
        )}
        {children}
      </span>
    </>
  );
}
