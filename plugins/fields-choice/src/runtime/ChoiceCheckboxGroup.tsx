import {
  FieldContextProvider,
  makeStyles,
  mergeClasses,
  useFieldContext_unstable,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  // The Field draws the label and the message: the fieldset only groups.
  root: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
});

/** Props of {@link ChoiceCheckboxGroup}. @internal */
export interface ChoiceCheckboxGroupProps {
  readonly id: string;
  readonly className: string;
  readonly children: ReactNode;
}

/**
 * The group of a checkbox list inside a Fluent `Field`: labelled and described by the field, while
 * its checkboxes do not take the field's control id (each would claim it, the first one its label).
 * @internal
 */
export function ChoiceCheckboxGroup({ id, className, children }: ChoiceCheckboxGroupProps) {
  const field = useFieldContext_unstable();
  const styles = useStyles();
  return (
    <fieldset
      id={id}
      className={mergeClasses(styles.root, className)}
      aria-labelledby={field?.labelId}
      aria-describedby={field?.validationMessageId}
    >
      <FieldContextProvider value={undefined}>{children}</FieldContextProvider>
    </fieldset>
  );
}
