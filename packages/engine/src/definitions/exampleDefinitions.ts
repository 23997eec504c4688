import type { ConditionDefinition } from '../conditions';
import type { MethodDefinition } from '../methods';

// Small valid definitions the definition tests embed.

/** A condition for examples in tests. @internal */
export const EXAMPLE_CONDITION: ConditionDefinition = {
  type: 'compare_value',
  leftValueAccess: { fieldId: 'amount' },
  operator: 'greater_than',
  rightValue: { type: 'const', value: 100 },
};

/** A method that needs no inputs. @internal */
export const EXAMPLE_METHOD: MethodDefinition = { type: 'current_record_id' };
