import { Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { FormField, FormState, RepeatingGroupOptions } from '@tessera/engine';
import { type CSSProperties, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormGridCell } from './FormGridCell';
import { fieldLabel } from './fieldLabel';
import { type CellPlacement, minGridHeightPx, placeFormFields } from './formGridPlacement';
import { useFormViewContext } from './formViewContext';
import { RepeatingGroupRow, RowButton } from './RepeatingGroupRow';
import { type RowLimits, rowControls } from './rowControls';
import { useFormSlice } from './useFormSlice';
import {
  GROUP_ROW_HEIGHT,
  NO_ROW_ADDED,
  NO_ROW_REMOVED,
  useFormViewStyles,
} from './useFormViewStyles.styles';

/** Props of {@link RepeatingGroupView}. @internal */
export interface RepeatingGroupViewProps {
  readonly field: FormField & { type: { options: RepeatingGroupOptions } };
  readonly placement: CellPlacement;
}

/**
 * A repeating group: its label, one row per value row, the add/remove buttons by the spec's rule
 * ({@link rowControls}) and its own problems (row count, required) under the rows. The group
 * renders again when any of its rows changes; its rows only when their props do. Static row
 * buttons inside its rows (`ROW_CHANGE_ATTRIBUTE`) hide by the rows' attributes at the group's
 * limits, so a group reaching one renders none of them.
 * @internal
 */
export function RepeatingGroupView({ field, placement }: RepeatingGroupViewProps) {
  const { model, actions, readOnly, translateProblem } = useFormViewContext();
  const { t } = useTranslation();
  const styles = useFormViewStyles();
  const selectState = useCallback((state: FormState) => state.field(field.id), [field.id]);
  const state = useFormSlice(model.sourceOf(field.id), selectState);
  const limits = useFormSlice<RowLimits>(model.sourceOf(field.id), model.limitsOf(field.id));
  const template = field.type.options.fieldsTemplate;
  // How tall a row's fields are before it first renders (rows far from the viewport skip it).
  const rowsStyle = useMemo(() => {
    const placed = placeFormFields(template);
    const gaps = Math.max(0, placed.length - 1);
    return {
      [GROUP_ROW_HEIGHT]: `calc(${minGridHeightPx(placed)}px + ${gaps} * ${tokens.spacingVerticalM})`,
    } as CSSProperties;
  }, [template]);
  // Translated once per row number: inserting a row renames every row after it, and a
  // translation with a number costs more than the rest of a moved row's render.
  const rowLabel = useMemo(() => {
    const labels = new Map<number, string>();
    return (number: number) => {
      let label = labels.get(number);
      if (label === undefined) {
        label = t('forms.repeatingGroup.row', { number });
        labels.set(number, label);
      }
      return label;
    };
  }, [t]);
  if (!state?.visible) return null;
  const rowCount = Array.isArray(state.value) ? state.value.length : 0;
  const keys = model.rowKeysOf(field.id).sync(rowCount);
  const editable = !readOnly && !state.disabled;
  const problem = state.problems.find((candidate) => candidate.path === field.id);
  const labelId = `${field.id}-label`;
  const empty = rowControls(0, null, limits);
  const limitAttributes = {
    [NO_ROW_ADDED]: editable && rowCount < limits.max ? undefined : '',
    [NO_ROW_REMOVED]: editable && rowCount > limits.min ? undefined : '',
  };
  return (
    <FormGridCell placement={placement} path={field.id} invalid={problem !== undefined}>
      <section className={styles.section} aria-labelledby={labelId}>
        <Text id={labelId} weight="semibold" className={styles.sectionTitle}>
          {fieldLabel(field)}
          {state.required && (
            <span className={styles.required} aria-hidden>
              *
            </span>
          )}
        </Text>
        {rowCount === 0 ? (
          <div className={styles.emptyGroup}>
            <Text>{t('forms.repeatingGroup.empty')}</Text>
            {editable && empty.add && (
              <RowButton
                label={t('forms.repeatingGroup.addRow')}
                icon={<AddRegular />}
                onClick={() => actions.addRow(field.id)}
              />
            )}
          </div>
        ) : (
          <div className={styles.rows} style={rowsStyle} {...limitAttributes}>
            {keys.map((key, index) => {
              const controls = rowControls(rowCount, index, limits);
              return (
                <RepeatingGroupRow
                  key={key}
                  groupId={field.id}
                  template={template}
                  index={index}
                  label={rowLabel(index + 1)}
                  rowKey={key}
                  showAdd={editable && controls.add}
                  showRemove={editable && controls.remove}
                  editable={editable}
                  groupDisabled={state.disabled}
                />
              );
            })}
          </div>
        )}
        {problem && (
          <Text role="alert" className={styles.groupError}>
            {translateProblem(problem, field.type.name)}
          </Text>
        )}
      </section>
    </FormGridCell>
  );
}
