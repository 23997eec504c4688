import { mergeClasses } from '@fluentui/react-components';
import { type FormField, isContainerField, isRepeatingGroupField } from '@tessera/engine';
import { type FormActions, FormActionsProvider, useRegistry } from '@tessera/react';
import { useCallback, useImperativeHandle, useMemo, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ContainerView } from './ContainerView';
import { createFormViewModel } from './createFormViewModel';
import { FormFieldSlot } from './FormFieldSlot';
import { FormGrid } from './FormGrid';
import type { FormViewProps } from './FormView.types';
import { focusFirstInvalidField } from './focusFirstInvalidField';
import type { CellPlacement } from './formGridPlacement';
import { FormViewContext, type FormViewContextValue } from './formViewContext';
import { RepeatingGroupView } from './RepeatingGroupView';
import { createProblemTranslator, fieldTypeNamespaces } from './translateProblem';
import { useFormViewStyles } from './useFormViewStyles.styles';

const inertActions: FormActions = Object.freeze({
  row: null,
  addRow: () => false,
  removeRow: () => false,
  canAddRow: () => false,
  canRemoveRow: () => false,
});

/**
 * Renders a form definition bound to its engine form store (spec 002 §3–4): fields on the
 * 12-column grid in rows by y, each drawn by its type's renderer and bound to its own state in
 * the store, hidden fields left out, problems translated under the fields, unknown types in red
 * ('Nieprawidłowy typ pola'), repeating groups with their add/remove buttons, containers on a
 * grid of their own. Needs a `RegistryProvider` (the registry the store was created with) and
 * i18next with the plugins' namespaces.
 * @example
 * const form = useRef<FormViewHandle>(null);
 * <FormCard title={definition.name} invalid={useFormInvalid(store, definition)}>
 *   <FormView ref={form} definition={definition} store={store} renderers={renderers} />
 * </FormCard>
 * // on save: if (form.current?.validate().length === 0) submit(store.getSubmitValues());
 * @public
 */
export function FormView({
  definition,
  store,
  renderers,
  readOnly = false,
  className,
  ref,
}: FormViewProps) {
  const registry = useRegistry();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const styles = useFormViewStyles();
  const root = useRef<HTMLDivElement>(null);
  const model = useMemo(
    () => createFormViewModel(definition, store, registry),
    [definition, store, registry],
  );
  const namespaces = useMemo(() => fieldTypeNamespaces(registry), [registry]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts change with the language.
  const translateProblem = useMemo(
    () => createProblemTranslator(i18n, namespaces),
    [i18n, namespaces, language],
  );
  const context = useMemo<FormViewContextValue>(
    () => ({
      store,
      model,
      actions: readOnly ? inertActions : model.actions,
      renderers,
      readOnly,
      translateProblem,
    }),
    [store, model, renderers, readOnly, translateProblem],
  );

  const focusFirstProblem = useCallback(
    () => (root.current ? focusFirstInvalidField(root.current) : false),
    [],
  );
  useImperativeHandle(
    ref,
    () => ({
      validate() {
        let problems: ReturnType<typeof store.validate> = [];
        // Rendered before focusing: the first field with a problem must show it already.
        flushSync(() => {
          problems = store.validate();
        });
        if (problems.length > 0) focusFirstProblem();
        return problems;
      },
      focusFirstProblem,
    }),
    [store, focusFirstProblem],
  );

  return (
    <FormViewContext.Provider value={context}>
      <FormActionsProvider actions={context.actions}>
        <div
          ref={root}
          className={mergeClasses(styles.form, className)}
          data-form-id={definition.id}
        >
          <FormGrid fields={definition.fields} renderField={renderFormField} deferOffscreenRows />
        </div>
      </FormActionsProvider>
    </FormViewContext.Provider>
  );
}

/** A field of the form or of a container: groups and containers are laid out here, not by plugins. */
function renderFormField(field: FormField, placement: CellPlacement) {
  if (isRepeatingGroupField(field)) {
    return <RepeatingGroupView field={field} placement={placement} />;
  }
  if (isContainerField(field)) {
    return <ContainerView field={field} placement={placement} renderField={renderFormField} />;
  }
  return <FormFieldSlot field={field} placement={placement} />;
}
