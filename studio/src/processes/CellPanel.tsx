import { Button, Field, Input, makeStyles, Switch, Text, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import type { DataProviderItem } from '@tessera/client';
import type { DiagramProcessStep, ProviderField } from '@tessera/engine';
import { ChoiceDropdown } from '../common/ChoiceDropdown';
import type { ProblemMap } from '../common/problemText';
import { useProblemMessage } from '../common/useProblemMessage';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { ActionEditor } from './ActionEditor';
import { FormAccessRow } from './FormAccessRow';
import type { DiagramDraft } from './processDraft';
import type { ProcessEditorOptions } from './useProcessEditorOptions';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  title: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface CellPanelProps {
  readonly cell: DiagramProcessStep;
  readonly draft: DiagramDraft;
  readonly onChange: (cell: DiagramProcessStep) => void;
  readonly onRemove: () => void;
  /** Draws a route from this cell (the keyboard's way of connecting cells). */
  readonly onConnect: (to: string) => void;
  readonly processFields: readonly ProviderField[];
  readonly providers: readonly DataProviderItem[];
  readonly options: Pick<ProcessEditorOptions, 'forms' | 'roles'>;
  readonly problems: ProblemMap;
}

/**
 * One diagram cell (spec 001 §3.16 step action types): its name; a start cell's form trigger and
 * roles, an enterForm cell's form and roles, an automatic-action cell's action; and a route from
 * it to another cell.
 */
export function CellPanel({
  cell,
  draft,
  onChange,
  onRemove,
  onConnect,
  processFields,
  providers,
  options,
  problems,
}: CellPanelProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const message = useProblemMessage(problems);
  const at = `step:${cell.id}`;
  const action = cell.action;
  const others = draft.steps.filter((step) => step.id !== cell.id);
  return (
    <section className={styles.root} aria-label={t('processes.diagram.cellPanel')}>
      <Text as="h3" size={400} weight="semibold" className={styles.title}>
        {t(`processes.diagram.cells.${action.type}`)}
      </Text>
      <Field
        label={t('processes.diagram.cellName')}
        validationMessage={message(`${at}:name`)}
        required
      >
        <Input value={cell.name} onChange={(_, data) => onChange({ ...cell, name: data.value })} />
      </Field>
      {action.type === 'start' && (
        <>
          <Switch
            label={t('processes.diagram.trigger')}
            checked={action.trigger !== undefined}
            onChange={(_, data) =>
              onChange({
                ...cell,
                action: data.checked
                  ? { type: 'start', trigger: { type: 'form', formId: '', roleIds: [] } }
                  : { type: 'start' },
              })
            }
          />
          <Text size={200} className={styles.muted}>
            {t('processes.diagram.triggerHint')}
          </Text>
          {action.trigger && (
            <FormAccessRow
              access={action.trigger}
              onChange={({ formId, roleIds }) =>
                onChange({
                  ...cell,
                  action: { type: 'start', trigger: { type: 'form', formId, roleIds } },
                })
              }
              providerId={draft.dataProviderId}
              options={options}
              formLabel={t('processes.diagram.trigger')}
              formProblem={message(`${at}:forms:0:formId`)}
              rolesProblem={message(`${at}:forms:0:roleIds`)}
            />
          )}
        </>
      )}
      {action.type === 'enterForm' && (
        <FormAccessRow
          access={action}
          onChange={({ formId, roleIds }) =>
            onChange({ ...cell, action: { type: 'enterForm', formId, roleIds } })
          }
          providerId={draft.dataProviderId}
          options={options}
          formLabel={t('processes.diagram.form')}
          formProblem={message(`${at}:forms:0:formId`)}
          rolesProblem={message(`${at}:forms:0:roleIds`)}
        />
      )}
      {action.type === 'automaticAction' && (
        <ActionEditor
          action={action.automaticAction}
          onChange={(automaticAction) =>
            onChange({ ...cell, action: { type: 'automaticAction', automaticAction } })
          }
          processFields={processFields}
          providers={providers}
          problem={(pointer) => message(`${at}:action${pointer}`)}
        />
      )}
      {action.type !== 'finish' && others.length > 0 && (
        <Field label={t('processes.diagram.connectTo')} hint={t('processes.diagram.connectHint')}>
          <ChoiceDropdown
            placeholder={t('processes.diagram.chooseCell')}
            choices={draft.steps.map((step) => ({ value: step.id, text: step.name || step.id }))}
            value=""
            onChange={onConnect}
          />
        </Field>
      )}
      <div className={styles.actions}>
        <Button icon={<DeleteRegular />} onClick={onRemove}>
          {t('processes.diagram.removeCell')}
        </Button>
      </div>
    </section>
  );
}
