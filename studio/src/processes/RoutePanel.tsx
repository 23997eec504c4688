import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import type { DiagramRoute } from '@tessera/engine';
import type { ProblemMap } from '../common/problemText';
import { useProblemMessage } from '../common/useProblemMessage';
import { ConditionEditor } from '../conditions/ConditionEditor';
import type { ConditionField } from '../conditions/conditionDraft';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { useConditionProblems } from './useConditionProblems';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  title: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalS,
    alignItems: 'start',
  },
  actions: { display: 'flex' },
  input: { minWidth: 0, width: '100%' },
  inputElement: { minWidth: 0 },
});

export interface RoutePanelProps {
  readonly route: DiagramRoute;
  readonly fromName: string;
  readonly toName: string;
  readonly onChange: (route: DiagramRoute) => void;
  readonly onRemove: () => void;
  readonly fields: readonly ConditionField[];
  readonly problems: ProblemMap;
}

/**
 * One route of the diagram (spec 001 §3.16 "diagram routes carry a name, an order number and a
 * condition"; §4: the route with the lowest number whose condition holds is taken).
 */
export function RoutePanel({
  route,
  fromName,
  toName,
  onChange,
  onRemove,
  fields,
  problems,
}: RoutePanelProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const message = useProblemMessage(problems);
  const conditionProblems = useConditionProblems();
  const at = `route:${route.id}`;
  return (
    <section className={styles.root} aria-label={t('processes.diagram.routePanel')}>
      <Text as="h3" size={400} weight="semibold" className={styles.title}>
        {t('processes.diagram.routePanel')}
      </Text>
      <Text className={styles.muted}>
        {t('processes.diagram.routeFromTo', { from: fromName, to: toName })}
      </Text>
      <div className={styles.row}>
        <Field label={t('processes.diagram.routeName')} validationMessage={message(`${at}:name`)}>
          <Input
            className={styles.input}
            input={{ className: styles.inputElement }}
            value={route.name ?? ''}
            onChange={(_, data) => {
              const { name: _name, ...rest } = route;
              onChange(data.value === '' ? rest : { ...rest, name: data.value });
            }}
          />
        </Field>
        <Field label={t('processes.diagram.routeOrder')} validationMessage={message(`${at}:order`)}>
          <Input
            className={styles.input}
            input={{ className: styles.inputElement }}
            type="number"
            value={String(route.order)}
            onChange={(_, data) => {
              const order = Number(data.value);
              if (data.value !== '' && Number.isFinite(order)) onChange({ ...route, order });
            }}
          />
        </Field>
      </div>
      <Text size={200} className={styles.muted}>
        {t('processes.diagram.routeOrderHint')}
      </Text>
      <ConditionEditor
        condition={route.condition}
        optional
        fields={fields}
        label={t('processes.diagram.routeCondition')}
        problems={conditionProblems(problems, `${at}:condition`)}
        onChange={(condition) => {
          const { condition: _old, ...rest } = route;
          onChange(condition === undefined ? rest : { ...rest, condition });
        }}
      />
      <div className={styles.actions}>
        <Button icon={<DeleteRegular />} onClick={onRemove}>
          {t('processes.diagram.removeRoute')}
        </Button>
      </div>
    </section>
  );
}
