import { mergeClasses } from '@fluentui/react-components';
import type { CSSProperties, ReactNode } from 'react';
import type { CellPlacement } from './formGridPlacement';
import { useFormViewStyles } from './useFormViewStyles.styles';

/** Props of {@link FormGridCell}. @internal */
export interface FormGridCellProps {
  readonly placement: CellPlacement;
  /**
   * The field's path in the form state, to find it on save; in a repeating group's row, relative
   * to the row, whose fieldset carries the row's path (`items[2]` and `price`): rows move.
   */
  readonly path: string;
  readonly invalid?: boolean;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * One field's cell on the 12-column grid. The column and height come as CSS variables, so a
 * narrow screen can still stack every cell (a style rule cannot beat an inline `grid-column`).
 * @internal
 */
export function FormGridCell({
  placement,
  path,
  invalid = false,
  className,
  children,
}: FormGridCellProps) {
  const styles = useFormViewStyles();
  const style = {
    '--tessera-form-cell-column': placement.column,
    '--tessera-form-cell-min-height': `${placement.minHeightPx}px`,
  } as CSSProperties;
  return (
    <div
      className={mergeClasses(styles.cell, className)}
      style={style}
      data-field-path={path}
      data-invalid={invalid ? 'true' : undefined}
    >
      {children}
    </div>
  );
}
