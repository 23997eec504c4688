import { Badge, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import {
  ErrorCircleFilled,
  FlagRegular,
  FlashRegular,
  FormRegular,
  PlayRegular,
} from '@fluentui/react-icons';
import type { StepActionType } from '@tessera/engine';
import { Handle, type Node, type NodeProps, Position } from '@xyflow/react';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { cellSize } from './autoLayout';

/** What a cell shows on the canvas. */
export interface CellData extends Record<string, unknown> {
  readonly name: string;
  readonly cellType: StepActionType;
  /** The cell's form or action, in words. */
  readonly detail: string;
  readonly isDefault: boolean;
  readonly problem: boolean;
}

/** A diagram cell as React Flow holds it. */
export type CellNode = Node<CellData, 'cell'>;

const useStyles = makeStyles({
  root: {
    boxSizing: 'border-box',
    width: `${cellSize.width}px`,
    minHeight: `${cellSize.height}px`,
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalS,
    alignItems: 'center',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderLeftWidth: tokens.strokeWidthThickest,
    boxShadow: tokens.shadow4,
  },
  selected: {
    outline: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    outlineOffset: '2px',
    boxShadow: tokens.shadow16,
  },
  start: { borderLeftColor: tokens.colorPaletteGreenBorder2 },
  enterForm: { borderLeftColor: tokens.colorBrandStroke1 },
  automaticAction: { borderLeftColor: tokens.colorPaletteMarigoldBorder2 },
  finish: { borderLeftColor: tokens.colorNeutralStrokeAccessible },
  icon: { fontSize: '20px', color: tokens.colorNeutralForeground2 },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  top: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  detail: {
    color: tokens.colorNeutralForeground3,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  error: { color: tokens.colorPaletteRedForeground1, flexShrink: 0 },
  badge: { marginTop: tokens.spacingVerticalXXS, alignSelf: 'flex-start' },
  handle: {
    width: '12px',
    height: '12px',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
  },
});

const icons: Record<StepActionType, typeof PlayRegular> = {
  start: PlayRegular,
  enterForm: FormRegular,
  automaticAction: FlashRegular,
  finish: FlagRegular,
};

/**
 * A cell of the diagram: its kind by colour and icon, name, form or action, and whether it is the
 * default start. Routes come in at the top and leave at the bottom; a finish cell has no way out.
 * A start cell keeps its way in so that a route dropped on it is refused with the rule's words.
 */
export function DiagramCellNode({ data, selected }: NodeProps<CellNode>) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const Icon = icons[data.cellType];
  return (
    <div className={mergeClasses(styles.root, styles[data.cellType], selected && styles.selected)}>
      <Handle type="target" position={Position.Top} className={styles.handle} />
      <Icon className={styles.icon} aria-hidden />
      <span className={styles.text}>
        <span className={styles.top}>
          <Text weight="semibold" className={styles.name}>
            {data.name}
          </Text>
          {data.problem && <ErrorCircleFilled className={styles.error} aria-hidden />}
        </span>
        <Text size={200} className={styles.detail}>
          {data.detail === ''
            ? t(`processes.diagram.cells.${data.cellType}`)
            : `${t(`processes.diagram.cells.${data.cellType}`)} · ${data.detail}`}
        </Text>
        {data.isDefault && (
          <Badge className={styles.badge} appearance="tint" color="success" size="small">
            {t('processes.diagram.defaultBadge')}
          </Badge>
        )}
      </span>
      {data.cellType !== 'finish' && (
        <Handle type="source" position={Position.Bottom} className={styles.handle} />
      )}
    </div>
  );
}
