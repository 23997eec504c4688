import '@xyflow/react/dist/style.css';
import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  AddRegular,
  DismissRegular,
  FlagRegular,
  FlashRegular,
  FormRegular,
  OrganizationHorizontalRegular,
  PlayRegular,
} from '@fluentui/react-icons';
import type { StepActionType } from '@tessera/engine';
import {
  applyNodeChanges,
  Background,
  type Connection,
  Controls,
  type EdgeChange,
  type FinalConnectionState,
  type NodeChange,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
} from '@xyflow/react';
import { type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import { EditorSection } from '../common/EditorSection';
import type { ProblemMap } from '../common/problemText';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { autoLayout, cellSize } from './autoLayout';
import { isEditableActionType } from './automaticActionDraft';
import { CellPanel } from './CellPanel';
import { type CellData, type CellNode, DiagramCellNode } from './DiagramCellNode';
import { type CanvasSelection, cellNodes, routeEdges } from './diagramCanvasElements';
import {
  addCell,
  connectCells,
  moveCells,
  removeCell,
  removeRoute,
  replaceCell,
  replaceRoute,
} from './diagramDraft';
import { type DrawingRule, defaultStartProblem } from './drawingRules';
import type { DiagramDraft } from './processDraft';
import { conditionFieldsOf, liveFields } from './processFields';
import { hasProblemAt } from './processProblemLocation';
import { RoutePanel } from './RoutePanel';
import type { ProcessEditorOptions } from './useProcessEditorOptions';

const nodeTypes = { cell: DiagramCellNode };
const cellTypes: readonly StepActionType[] = ['start', 'enterForm', 'automaticAction', 'finish'];
const cellIcons = {
  start: <PlayRegular />,
  enterForm: <FormRegular />,
  automaticAction: <FlashRegular />,
  finish: <FlagRegular />,
};

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(320px, 400px)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  canvas: {
    height: '560px',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    overflow: 'hidden',
    ':focus-within': { border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke1}` },
  },
  panel: {
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    maxHeight: '640px',
    overflowY: 'auto',
  },
  muted: { color: tokens.colorNeutralForeground2 },
  bars: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

export interface DiagramEditorProps {
  readonly draft: DiagramDraft;
  readonly change: (update: (draft: DiagramDraft) => DiagramDraft) => void;
  readonly options: ProcessEditorOptions;
  readonly problems: ProblemMap;
}

/**
 * The diagram of a diagram-type process (@xyflow/react): start, form, automatic-action and
 * finish cells joined by routes. The rules of spec 001 §5.5 hold while drawing — a connection
 * that would break one is refused with the rule's words — and the default starting step is
 * asked for as long as it is missing. Delete removes the selection, Escape clears it.
 */
export function DiagramEditor(props: DiagramEditorProps) {
  const { t } = useStudioTranslation();
  return (
    <EditorSection
      title={t('processes.diagram.title')}
      description={t('processes.diagram.description')}
    >
      <ReactFlowProvider>
        <DiagramWorkspace {...props} />
      </ReactFlowProvider>
    </EditorSection>
  );
}

function DiagramWorkspace({ draft, change, options, problems }: DiagramEditorProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const { fitView } = useReactFlow();
  const [selection, setSelection] = useState<CanvasSelection>(null);
  const [refused, setRefused] = useState<DrawingRule | null>(null);
  const provider = options.providers.find((item) => item.id === draft.dataProviderId);
  const processFields = provider?.config.fields ?? [];
  const missingStart = defaultStartProblem(draft);

  const formName = (formId: string) => options.forms.find((form) => form.id === formId)?.name ?? '';
  const dataOf = (cellId: string): CellData => {
    const cell = draft.steps.find((step) => step.id === cellId)!;
    const action = cell.action;
    const detail =
      action.type === 'start'
        ? action.trigger
          ? formName(action.trigger.formId) || t('processes.diagram.noForm')
          : t('processes.diagram.noTrigger')
        : action.type === 'enterForm'
          ? formName(action.formId) || t('processes.diagram.noForm')
          : action.type === 'automaticAction'
            ? isEditableActionType(action.automaticAction.type)
              ? t(`processes.action.types.${action.automaticAction.type}`)
              : action.automaticAction.type
            : '';
    return {
      name: cell.name || cell.id,
      cellType: action.type,
      detail,
      isDefault: cell.id === draft.defaultStartingStepId,
      problem: hasProblemAt(problems, `step:${cell.id}`),
    };
  };
  const unplaced = draft.steps.some((step) => step.position === undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only cells without a place need it.
  const fallback = useMemo(
    () => (unplaced ? autoLayout(draft) : new Map()),
    [unplaced, draft.steps, draft.routes],
  );
  const [nodes, setNodes] = useState<CellNode[]>(() =>
    cellNodes(draft, selection, dataOf, fallback),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: `dataOf` reads what the list names.
  useEffect(() => {
    setNodes((previous) => cellNodes(draft, selection, dataOf, fallback, previous));
  }, [draft, selection, fallback, problems, options.forms, t]);
  const edges = routeEdges(draft.routes, selection, t('processes.diagram.conditional'));

  const onNodesChange = (changes: NodeChange<CellNode>[]) => {
    const own = changes.filter((item) => item.type !== 'select' && item.type !== 'remove');
    if (own.length > 0) setNodes((current) => applyNodeChanges(own, current));
    for (const item of changes) {
      if (item.type === 'select' && item.selected) setSelection({ kind: 'cell', id: item.id });
    }
  };
  const onEdgesChange = (changes: EdgeChange[]) => {
    for (const item of changes) {
      if (item.type === 'select' && item.selected) setSelection({ kind: 'route', id: item.id });
    }
  };
  const connect = (from: string, to: string) => {
    const result = connectCells(draft, from, to);
    if (!result.ok) {
      setRefused(result.rule);
      return;
    }
    setRefused(null);
    change(() => result.draft);
    setSelection({ kind: 'route', id: result.routeId });
  };
  const onConnectEnd = (_: unknown, state: FinalConnectionState) => {
    if (state.isValid !== false || !state.fromNode || !state.toNode) return;
    const fromTarget = state.fromHandle?.type === 'target';
    const from = fromTarget ? state.toNode.id : state.fromNode.id;
    const to = fromTarget ? state.fromNode.id : state.toNode.id;
    const result = connectCells(draft, from, to);
    if (!result.ok) setRefused(result.rule);
  };
  const add = (type: StepActionType) => {
    // Below the lowest cell, so a new one never covers another.
    const bottom = Math.max(-cellSize.height, ...nodes.map((node) => node.position.y));
    const left = nodes[0]?.position.x ?? 40;
    const result = addCell(draft, type, t(`processes.diagram.newCellName.${type}`), {
      x: left,
      y: bottom + cellSize.height + 48,
    });
    change(() => result.draft);
    setSelection({ kind: 'cell', id: result.cellId });
    requestAnimationFrame(() => void fitView({ padding: 0.2, maxZoom: 1 }));
  };
  const removeSelected = () => {
    if (selection === null) return;
    change((current) =>
      selection.kind === 'cell'
        ? removeCell(current, selection.id)
        : removeRoute(current, selection.id),
    );
    setSelection(null);
  };
  const keyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, [contenteditable="true"]')) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      removeSelected();
    }
    if (event.key === 'Escape') {
      setSelection(null);
      setRefused(null);
    }
  };
  const arrange = () => {
    change((current) => moveCells(current, autoLayout(current)));
    requestAnimationFrame(() => void fitView({ padding: 0.2, maxZoom: 1 }));
  };

  const cell =
    selection?.kind === 'cell' ? draft.steps.find((step) => step.id === selection.id) : undefined;
  const route =
    selection?.kind === 'route' ? draft.routes.find((item) => item.id === selection.id) : undefined;
  const nameOf = (id: string) => draft.steps.find((step) => step.id === id)?.name ?? id;

  return (
    <>
      <div className={styles.toolbar}>
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button icon={<AddRegular />}>{t('processes.diagram.add')}</Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {cellTypes.map((type) => (
                <MenuItem key={type} icon={cellIcons[type]} onClick={() => add(type)}>
                  {t(`processes.diagram.cells.${type}`)}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
        <Button
          icon={<OrganizationHorizontalRegular />}
          disabled={draft.steps.length === 0}
          onClick={arrange}
        >
          {t('processes.diagram.layout')}
        </Button>
      </div>
      <div className={styles.bars} aria-live="polite">
        {refused !== null && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{t(`processes.diagram.rules.${refused}`)}</MessageBarBody>
            <MessageBarActions
              containerAction={
                <Button
                  appearance="transparent"
                  icon={<DismissRegular />}
                  aria-label={t('processes.diagram.dismiss')}
                  onClick={() => setRefused(null)}
                />
              }
            />
          </MessageBar>
        )}
        {missingStart !== null && (
          <MessageBar intent="warning">
            <MessageBarBody>{t(`processes.diagram.rules.${missingStart}`)}</MessageBarBody>
          </MessageBar>
        )}
      </div>
      <div className={styles.layout}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: keys reach it from the focused cell or route. */}
        <div className={styles.canvas} onKeyDown={keyDown}>
          <ReactFlow<CellNode>
            aria-label={t('processes.diagram.canvas')}
            nodes={nodes}
            edges={edges}
            nodeTypes={nodeTypes}
            onNodesChange={onNodesChange}
            onEdgesChange={onEdgesChange}
            onNodeDragStop={(_, __, dragged) =>
              change((current) =>
                moveCells(current, new Map(dragged.map((node) => [node.id, node.position]))),
              )
            }
            onPaneClick={() => setSelection(null)}
            isValidConnection={(connection) =>
              connectCells(draft, connection.source, connection.target).ok
            }
            onConnect={(connection: Connection) => connect(connection.source, connection.target)}
            onConnectEnd={onConnectEnd}
            deleteKeyCode={null}
            multiSelectionKeyCode={null}
            selectionKeyCode={null}
            fitView
            fitViewOptions={{ padding: 0.2, maxZoom: 1 }}
            minZoom={0.3}
            maxZoom={1.5}
            proOptions={{ hideAttribution: true }}
            ariaLabelConfig={{
              'node.a11yDescription.default': t('processes.diagram.aria.node'),
              'node.a11yDescription.keyboardDisabled': t('processes.diagram.aria.nodeKeyboard'),
              'node.a11yDescription.ariaLiveMessage': ({ x, y }) =>
                t('processes.diagram.aria.moved', { x: Math.round(x), y: Math.round(y) }),
              'edge.a11yDescription.default': t('processes.diagram.aria.edge'),
              'controls.ariaLabel': t('processes.diagram.aria.controls'),
              'controls.zoomIn.ariaLabel': t('processes.diagram.aria.zoomIn'),
              'controls.zoomOut.ariaLabel': t('processes.diagram.aria.zoomOut'),
              'controls.fitView.ariaLabel': t('processes.diagram.aria.fitView'),
              'controls.interactive.ariaLabel': t('processes.diagram.aria.interactive'),
              'handle.ariaLabel': t('processes.diagram.aria.handle'),
            }}
          >
            <Background gap={16} />
            <Controls showInteractive={false} />
          </ReactFlow>
        </div>
        <div className={styles.panel}>
          {cell && (
            <CellPanel
              key={cell.id}
              cell={cell}
              draft={draft}
              onChange={(next) => change((current) => replaceCell(current, next))}
              onRemove={removeSelected}
              onConnect={(to) => connect(cell.id, to)}
              processFields={liveFields(processFields)}
              providers={options.providers}
              options={options}
              problems={problems}
            />
          )}
          {route && (
            <RoutePanel
              key={route.id}
              route={route}
              fromName={nameOf(route.from)}
              toName={nameOf(route.to)}
              onChange={(next) => change((current) => replaceRoute(current, next))}
              onRemove={removeSelected}
              fields={conditionFieldsOf(processFields)}
              problems={problems}
            />
          )}
          {!cell && !route && (
            <Text className={styles.muted}>{t('processes.diagram.nothingSelected')}</Text>
          )}
        </div>
      </div>
    </>
  );
}
