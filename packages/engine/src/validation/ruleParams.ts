import { toFiniteNumber } from '../functions/toFiniteNumber';
import type { ParamIssues } from './validationRule.types';

type Written = Readonly<Record<string, unknown>>;

// Parameter readers for the built-in rules. Numbers may be written as numeric strings, as
// validation libraries accept `max:200`; anything else is a definition problem found at compile time.

/** A required number parameter. @internal */
export function numberParam(params: Written, name: string, issues: ParamIssues): number {
  const number = toFiniteNumber(params[name]);
  if (number === null) issues.push({ path: `params.${name}`, message: 'must be a number' });
  return number ?? 0;
}

/** A required count (a non-negative integer) parameter. @internal */
export function countParam(params: Written, name: string, issues: ParamIssues): number {
  const number = toFiniteNumber(params[name]);
  if (number === null || !Number.isInteger(number) || number < 0) {
    issues.push({ path: `params.${name}`, message: 'must be a non-negative integer' });
    return 0;
  }
  return number;
}

/** An optional count parameter: `undefined` (or null) when not written. @internal */
export function optionalCountParam(
  params: Written,
  name: string,
  issues: ParamIssues,
): number | undefined {
  if (params[name] === undefined || params[name] === null) return undefined;
  return countParam(params, name, issues);
}

/** A required list parameter. @internal */
export function listParam(params: Written, name: string, issues: ParamIssues): readonly unknown[] {
  const list = params[name];
  if (!Array.isArray(list)) {
    issues.push({ path: `params.${name}`, message: 'must be a list' });
    return [];
  }
  return list;
}
