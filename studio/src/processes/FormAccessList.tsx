import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { FormAccess } from '@tessera/engine';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { FormAccessRow } from './FormAccessRow';
import { removeAt, replaceAt } from './processDraft';
import type { ProcessEditorOptions } from './useProcessEditorOptions';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground2 },
  add: { alignSelf: 'flex-start' },
});

export interface FormAccessListProps {
  readonly forms: readonly FormAccess[];
  readonly onChange: (forms: FormAccess[]) => void;
  readonly providerId: string | undefined;
  readonly options: Pick<ProcessEditorOptions, 'forms' | 'roles'>;
  /** The message at `{index}:formId` or `{index}:roleIds`. */
  readonly problem: (location: string) => string | undefined;
}

/** Forms by role (a step's forms, the process's form inputs): add, choose, remove. */
export function FormAccessList({
  forms,
  onChange,
  providerId,
  options,
  problem,
}: FormAccessListProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  return (
    <div className={styles.root}>
      {forms.length === 0 && <Text className={styles.muted}>{t('processes.forms.none')}</Text>}
      {forms.map((access, index) => (
        <FormAccessRow
          // Form accesses have no ids of their own: their place is what names them.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          key={index}
          access={access}
          onChange={(next) => onChange(replaceAt(forms, index, next))}
          onRemove={() => onChange(removeAt(forms, index))}
          providerId={providerId}
          options={options}
          formProblem={problem(`${index}:formId`)}
          rolesProblem={problem(`${index}:roleIds`)}
        />
      ))}
      <Button
        className={styles.add}
        size="small"
        icon={<AddRegular />}
        onClick={() => onChange([...forms, { formId: '', roleIds: [] }])}
      >
        {t('processes.forms.add')}
      </Button>
    </div>
  );
}
