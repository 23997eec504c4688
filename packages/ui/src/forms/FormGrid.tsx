import { mergeClasses } from '@fluentui/react-components';
import { type FormField, isContainerField, isRepeatingGroupField } from '@tessera/engine';
import { type CSSProperties, Fragment, memo, type ReactNode, useMemo } from 'react';
import {
  type CellPlacement,
  type PlacedRow,
  placeFormFields,
  rowMinHeightPx,
} from './formGridPlacement';
import { useFormViewStyles } from './useFormViewStyles.styles';

/** Props of {@link FormGrid}. @internal */
export interface FormGridProps {
  readonly fields: readonly FormField[];
  /** Renders one field into its cell, or nothing when it is hidden. */
  readonly renderField: (field: FormField, placement: CellPlacement) => ReactNode;
  /**
   * Rows of plain fields skip rendering while far from the viewport (`content-visibility`): their
   * height is known without rendering them. Off inside a repeating group's row, which skips
   * rendering as a whole. @default false
   */
  readonly deferOffscreenRows?: boolean;
}

/** A row whose height its fields' layout tells: no repeating group or container in it. */
const holdsOnlyPlainFields = (row: PlacedRow) =>
  row.cells.every(({ field }) => !isRepeatingGroupField(field) && !isContainerField(field));

/**
 * Fields on the 12-column grid, in rows by their y position (spec 002 §3). Plain CSS grid: the
 * runtime only shows the layout the studio made, and cells must grow with their content (an
 * error message, a repeating group's rows), which a grid of fixed-height cells cannot do.
 * Memoised: a row that renders again for its buttons does not render its fields again.
 * @internal
 */
export const FormGrid = memo(function FormGrid({
  fields,
  renderField,
  deferOffscreenRows = false,
}: FormGridProps) {
  const styles = useFormViewStyles();
  const rows = useMemo(() => placeFormFields(fields), [fields]);
  return (
    <div className={styles.grid}>
      {rows.map((row) => {
        const deferred = deferOffscreenRows && holdsOnlyPlainFields(row);
        return (
          <div
            key={row.y}
            className={mergeClasses(styles.row, deferred && styles.deferredRow)}
            style={
              deferred
                ? ({ '--tessera-form-row-min-height': `${rowMinHeightPx(row)}px` } as CSSProperties)
                : undefined
            }
          >
            {row.cells.map(({ field, placement }) => (
              <Fragment key={field.id}>{renderField(field, placement)}</Fragment>
            ))}
          </div>
        );
      })}
    </div>
  );
});
