/**
 * Value schema of a static field that shows something but holds nothing: its value is always
 * null, so a saved value other than null is a problem in stored data, not a person's input.
 * @internal
 */
export const noValueSchema = { type: 'null' } as const;

/**
 * A static field never counts as empty: nothing can be filled in, so a `required` condition a
 * designer set on one cannot block saving the form.
 * @internal
 */
export const isNeverEmpty = (): boolean => false;
