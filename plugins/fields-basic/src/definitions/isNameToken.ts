import { type CompiledValidation, compileValidationRules } from '@tessera/engine';

let nameTokenRule: CompiledValidation | undefined;

/**
 * Whether `text` is a name token (spec 001 §5.1: only Latin letters, digits, '-' and '_'). It asks
 * the platform's own `name_token` rule, so a text field and the platform never disagree on which
 * letters count as Latin (Polish ones do).
 * @public
 */
export function isNameToken(text: string): boolean {
  // Compiled on first use, so importing the plugin compiles nothing.
  nameTokenRule ??= compileValidationRules(['name_token']);
  return text !== '' && nameTokenRule.validateSync(text).length === 0;
}
