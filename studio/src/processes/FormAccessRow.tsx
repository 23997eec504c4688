import { Button, Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import type { FormAccess } from '@tessera/engine';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import type { ProcessEditorOptions } from './useProcessEditorOptions';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
    gap: tokens.spacingHorizontalS,
    alignItems: 'start',
  },
  single: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  remove: { marginTop: tokens.spacingVerticalXL },
});

export interface FormAccessRowProps {
  readonly access: FormAccess;
  readonly onChange: (access: FormAccess) => void;
  /** Absent: the row cannot be removed (a cell's one form). */
  readonly onRemove?: () => void;
  /** The process provider: forms bound to it are offered. */
  readonly providerId: string | undefined;
  readonly options: Pick<ProcessEditorOptions, 'forms' | 'roles'>;
  readonly formLabel?: string;
  readonly formProblem?: string | undefined;
  readonly rolesProblem?: string | undefined;
}

/**
 * A form offered to the holders of some roles (spec 001 §3.16 `formId`, `roleIds`): the form
 * from those bound to the process provider, the roles from the client's active roles.
 */
export function FormAccessRow({
  access,
  onChange,
  onRemove,
  providerId,
  options,
  formLabel,
  formProblem,
  rolesProblem,
}: FormAccessRowProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const bound = options.forms.filter((form) => form.binding?.dataProviderId === providerId);
  const chosen = options.forms.find((form) => form.id === access.formId);
  const offered = chosen !== undefined && !bound.includes(chosen) ? [...bound, chosen] : bound;
  const roleNames = access.roleIds.map(
    (id) => options.roles.find((role) => role.id === id)?.name ?? id,
  );
  return (
    <div className={onRemove ? styles.row : `${styles.row} ${styles.single}`}>
      <Field
        label={formLabel ?? t('processes.forms.form')}
        validationMessage={
          formProblem ??
          (bound.length === 0 && providerId ? t('processes.forms.noForms') : undefined)
        }
        validationState={
          formProblem ? 'error' : bound.length === 0 && providerId ? 'warning' : 'none'
        }
        required
      >
        <Dropdown
          placeholder={t('processes.forms.chooseForm')}
          value={
            chosen === undefined
              ? access.formId
              : chosen.binding?.dataProviderId === providerId
                ? chosen.name
                : `${chosen.name} ${t('processes.forms.otherProvider')}`
          }
          selectedOptions={access.formId ? [access.formId] : []}
          onOptionSelect={(_, data) => onChange({ ...access, formId: data.optionValue ?? '' })}
        >
          {offered.map((form) => (
            <Option key={form.id} value={form.id}>
              {form.name}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={t('processes.forms.roles')} validationMessage={rolesProblem} required>
        <Dropdown
          multiselect
          placeholder={t('processes.forms.chooseRoles')}
          value={roleNames.join(', ')}
          selectedOptions={[...access.roleIds]}
          onOptionSelect={(_, data) => onChange({ ...access, roleIds: data.selectedOptions })}
        >
          {options.roles.map((role) => (
            <Option key={role.id} value={role.id}>
              {role.name}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {onRemove && (
        <Button
          className={styles.remove}
          appearance="subtle"
          icon={<DeleteRegular />}
          aria-label={t('processes.forms.remove')}
          title={t('processes.forms.remove')}
          onClick={onRemove}
        />
      )}
    </div>
  );
}
