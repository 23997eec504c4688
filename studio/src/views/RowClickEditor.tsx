import {
  Dropdown,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  Radio,
  RadioGroup,
  tokens,
} from '@fluentui/react-components';
import type { TableRowClick } from '@tessera/engine';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { IdsDropdown } from './IdsDropdown';

type Named = { readonly id: string; readonly name: string };

export interface RowClickEditorProps {
  readonly rowClick: TableRowClick | undefined;
  /** Whether the table lists a process provider: only then a row has a process to open. */
  readonly processProvider: boolean;
  readonly forms: readonly Named[] | null;
  readonly roles: readonly Named[] | null;
  readonly onChange: (rowClick: TableRowClick | undefined) => void;
  readonly problem?: string;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  details: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
});

type Kind = 'none' | TableRowClick['type'];

/**
 * What clicking a row of a table view does (spec 002 §6, tableViewRowClickAction): nothing, open
 * the form the record's process waits for, or a chosen form of it — for everyone with access to
 * the view, or only for the chosen roles.
 */
export function RowClickEditor({
  rowClick,
  processProvider,
  forms,
  roles,
  onChange,
  problem,
}: RowClickEditorProps) {
  const { t } = useStudioTranslation();
  const styles = useStyles();
  const kind: Kind = rowClick?.type ?? 'none';
  const roleIds = rowClick?.roleIds ?? [];
  const withRoles = (ids: string[]) =>
    rowClick &&
    onChange(
      ids.length === 0
        ? (({ roleIds: _roles, ...rest }) => rest)(rowClick)
        : { ...rowClick, roleIds: ids },
    );
  return (
    <div className={styles.root}>
      {!processProvider && kind !== 'none' && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('views.rowClick.needsProcess')}</MessageBarBody>
        </MessageBar>
      )}
      <Field
        label={t('views.rowClick.kind')}
        validationMessage={kind === 'open_form' ? undefined : problem}
      >
        <RadioGroup
          value={kind}
          onChange={(_, data) => {
            const next = data.value as Kind;
            const keep = roleIds.length > 0 ? { roleIds } : {};
            if (next === 'none') onChange(undefined);
            else if (next === 'open_process') onChange({ type: 'open_process', ...keep });
            else onChange({ type: 'open_form', formId: '', ...keep });
          }}
        >
          <Radio value="none" label={t('views.rowClick.none')} />
          <Radio
            value="open_process"
            label={t('views.rowClick.open_process')}
            disabled={!processProvider && kind !== 'open_process'}
          />
          <Radio
            value="open_form"
            label={t('views.rowClick.open_form')}
            disabled={!processProvider && kind !== 'open_form'}
          />
        </RadioGroup>
      </Field>
      {rowClick && (
        <div className={styles.details}>
          {rowClick.type === 'open_form' && (
            <Field label={t('views.rowClick.form')} validationMessage={problem} required>
              <Dropdown
                placeholder={t('views.rowClick.formPlaceholder')}
                value={forms?.find((form) => form.id === rowClick.formId)?.name ?? rowClick.formId}
                selectedOptions={rowClick.formId === '' ? [] : [rowClick.formId]}
                onOptionSelect={(_, data) =>
                  onChange({ ...rowClick, formId: data.optionValue ?? '' })
                }
              >
                {(forms ?? []).map((form) => (
                  <Option key={form.id} value={form.id}>
                    {form.name}
                  </Option>
                ))}
              </Dropdown>
            </Field>
          )}
          <Field label={t('views.rowClick.roles')}>
            <IdsDropdown
              options={roles}
              selected={roleIds}
              placeholder={t('views.rowClick.rolesPlaceholder')}
              onChange={withRoles}
            />
          </Field>
        </div>
      )}
    </div>
  );
}
