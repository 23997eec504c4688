import type { FormField } from '@tessera/engine';
import { Fragment, memo, type ReactNode, useMemo } from 'react';
import { type CellPlacement, placeFormFields } from './formGridPlacement';
import { useFormViewStyles } from './useFormViewStyles.styles';

/** Props of {@link FormGrid}. @internal */
export interface FormGridProps {
  readonly fields: readonly FormField[];
  /** Renders one field into its cell, or nothing when it is hidden. */
  readonly renderField: (field: FormField, placement: CellPlacement) => ReactNode;
}

/**
 * Fields on the 12-column grid, in rows by their y position (spec 002 §3). Plain CSS grid: the
 * runtime only shows the layout the studio made, and cells must grow with their content (an
 * error message, a repeating group's rows), which a grid of fixed-height cells cannot do.
 * Memoised: a row that renders again for its buttons does not render its fields again.
 * @internal
 */
export const FormGrid = memo(function FormGrid({ fields, renderField }: FormGridProps) {
  const styles = useFormViewStyles();
  const rows = useMemo(() => placeFormFields(fields), [fields]);
  return (
    <div className={styles.grid}>
      {rows.map((row) => (
        <div key={row.y} className={styles.row}>
          {row.cells.map(({ field, placement }) => (
            <Fragment key={field.id}>{renderField(field, placement)}</Fragment>
          ))}
        </div>
      ))}
    </div>
  );
});
