import type { FieldRenderers } from '@tessera/react';
import { CheckboxFieldInput } from './runtime/CheckboxFieldInput';
import { NumberFieldInput } from './runtime/NumberFieldInput';
import { TextAreaFieldInput } from './runtime/TextAreaFieldInput';
import { TextFieldInput } from './runtime/TextFieldInput';

export { CheckboxFieldInput } from './runtime/CheckboxFieldInput';
export { NumberFieldInput } from './runtime/NumberFieldInput';
export { TextAreaFieldInput } from './runtime/TextAreaFieldInput';
export { TextFieldInput } from './runtime/TextFieldInput';

/**
 * Runtime components of the basic field types, keyed by stored type name.
 * @public
 */
export const fieldsBasicRenderers = {
  text: TextFieldInput,
  text_area: TextAreaFieldInput,
  number: NumberFieldInput,
  checkbox: CheckboxFieldInput,
} as const satisfies FieldRenderers;
