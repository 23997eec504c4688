import { mergeClasses, Text } from '@fluentui/react-components';
import type { ContainerOptions, FormField, FormState } from '@tessera/engine';
import { type ReactNode, useCallback } from 'react';
import { FormGrid } from './FormGrid';
import { FormGridCell } from './FormGridCell';
import { fieldLabel } from './fieldLabel';
import type { CellPlacement } from './formGridPlacement';
import { useFormViewContext } from './formViewContext';
import { useFormSlice } from './useFormSlice';
import { useFormViewStyles } from './useFormViewStyles.styles';

/** Props of {@link ContainerView}. @internal */
export interface ContainerViewProps {
  readonly field: FormField & { type: { options: ContainerOptions } };
  readonly placement: CellPlacement;
  readonly renderField: (field: FormField, placement: CellPlacement) => ReactNode;
  /**
   * Whether a (non-container) field shows in `state`: by default the form field's own state; a
   * container in a repeating-group row reads its row's field states.
   */
  readonly isFieldShown?: (field: FormField, state: FormState) => boolean;
}

const shownInForm = (field: FormField, state: FormState) => state.field(field.id)?.visible ?? false;

/**
 * A container: its label and its fields on a nested 12-column grid. The form store keeps no
 * state for a container (its fields are form fields), so it shows while any of its fields does.
 * @internal
 */
export function ContainerView({
  field,
  placement,
  renderField,
  isFieldShown = shownInForm,
}: ContainerViewProps) {
  const { store } = useFormViewContext();
  const styles = useFormViewStyles();
  const children = field.type.options.fields;
  const anyVisible = useCallback(
    (state: FormState) => children.some((child) => isShown(child, state, isFieldShown)),
    [children, isFieldShown],
  );
  const visible = useFormSlice(store, anyVisible);
  if (!visible) return null;
  const labelId = `${field.id}-label`;
  return (
    <FormGridCell placement={placement} path={field.id}>
      <section
        className={mergeClasses(styles.section, styles.container)}
        aria-labelledby={field.label ? labelId : undefined}
      >
        {field.label && (
          <Text id={labelId} weight="semibold">
            {fieldLabel(field)}
          </Text>
        )}
        <FormGrid fields={children} renderField={renderField} deferOffscreenRows />
      </section>
    </FormGridCell>
  );
}

function isShown(
  field: FormField,
  state: FormState,
  isFieldShown: NonNullable<ContainerViewProps['isFieldShown']>,
): boolean {
  if (field.status !== 'active') return false;
  if (field.type.name === 'container') {
    const nested = (field.type.options as ContainerOptions | undefined)?.fields ?? [];
    return nested.some((child) => isShown(child, state, isFieldShown));
  }
  return isFieldShown(field, state);
}
