import { Button, Tooltip } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { type FormField, type FormState, isContainerField } from '@tessera/engine';
import { FormActionsProvider } from '@tessera/react';
import { memo, type ReactElement, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ContainerView } from './ContainerView';
import { FormGrid } from './FormGrid';
import type { CellPlacement } from './formGridPlacement';
import { useFormViewContext } from './formViewContext';
import { RowFieldSlot } from './RowFieldSlot';
import { useFormViewStyles } from './useFormViewStyles.styles';

/** Props of {@link RepeatingGroupRow}. @internal */
export interface RepeatingGroupRowProps {
  readonly groupId: string;
  readonly template: readonly FormField[];
  readonly index: number;
  /** The row's accessible name ('Wiersz 3'), translated once per number by the group. */
  readonly label: string;
  /** The row's stable key, which stays with it when rows are inserted or removed before it. */
  readonly rowKey: string;
  readonly showAdd: boolean;
  readonly showRemove: boolean;
  /** The group can change: every row keeps room for the buttons, shown or not. */
  readonly editable: boolean;
  readonly groupDisabled: boolean;
}

/**
 * One row of a repeating group: its template fields on a grid of their own, the add/remove
 * buttons when this row shows them, and the row's position for static buttons inside it
 * (`FormActionsProvider`). Memoised on plain props: adding a row after the last one renders the
 * new row and the previous last one (which loses its buttons), no other row; inserting one
 * before it renders this row for its new position (its label, its path, its buttons), not its
 * fields, which know it by its key (only renderers reading the position from `useFormActions`
 * render for it).
 * @internal
 */
export const RepeatingGroupRow = memo(function RepeatingGroupRow({
  groupId,
  template,
  index,
  label,
  rowKey,
  showAdd,
  showRemove,
  editable,
  groupDisabled,
}: RepeatingGroupRowProps) {
  const { actions: formActions, model } = useFormViewContext();
  const { t } = useTranslation();
  const styles = useFormViewStyles();
  const actions = useMemo(
    () => ({ ...formActions, row: { groupId, index } }),
    [formActions, groupId, index],
  );
  // Not the position: a row that moves renders its fieldset again, not its fields.
  const renderField = useMemo(() => {
    // A container in a row shows while any of its fields shows in this row.
    const shownInRow = (field: FormField, state: FormState) => {
      const row = state.field(groupId)?.rows?.[model.rowKeysOf(groupId).indexOf(rowKey)];
      return row?.[field.id]?.visible ?? true;
    };
    const render = (field: FormField, placement: CellPlacement): ReactNode =>
      isContainerField(field) ? (
        <ContainerView
          field={field}
          placement={placement}
          renderField={render}
          isFieldShown={shownInRow}
        />
      ) : (
        <RowFieldSlot
          groupId={groupId}
          rowKey={rowKey}
          field={field}
          placement={placement}
          groupDisabled={groupDisabled}
        />
      );
    return render;
  }, [groupId, rowKey, groupDisabled, model]);
  return (
    <FormActionsProvider actions={actions}>
      <fieldset
        className={styles.groupRow}
        aria-label={label}
        data-field-path={`${groupId}[${index}]`}
      >
        <div className={styles.groupRowFields}>
          <FormGrid fields={template} renderField={renderField} />
        </div>
        {editable && (
          <div className={styles.rowControls}>
            {showAdd && (
              <RowButton
                label={t('forms.repeatingGroup.addRow')}
                icon={<AddRegular />}
                onClick={() => formActions.addRow(groupId, index)}
              />
            )}
            {showRemove && (
              <RowButton
                label={t('forms.repeatingGroup.removeRow')}
                icon={<DeleteRegular />}
                onClick={() => formActions.removeRow(groupId, index)}
              />
            )}
          </div>
        )}
      </fieldset>
    </FormActionsProvider>
  );
});

/** An icon button of a repeating group, named by its tooltip. @internal */
export function RowButton({
  label,
  icon,
  onClick,
}: {
  label: string;
  icon: ReactElement;
  onClick: () => void;
}) {
  return (
    <Tooltip content={label} relationship="label">
      <Button appearance="subtle" icon={icon} onClick={onClick} />
    </Tooltip>
  );
}
