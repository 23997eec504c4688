import type { ApiError } from './apiError';

/**
 * Stable codes of the server's password problems (422 `errors[].code`), plus `invalid` for a
 * problem without a code (a field that failed the request schema).
 * @public
 */
export type FieldProblemCode =
  | 'passwordTooShort'
  | 'passwordTooCommon'
  | 'passwordSameAsEmail'
  | 'passwordsNotEqual'
  | 'invalidCurrentPassword'
  | 'invalid';

/**
 * One field's problem as the server reported it; the UI turns it into text.
 * @public
 */
export interface FieldProblem {
  code: FieldProblemCode;
  /** With `passwordTooShort`: the least number of characters the client asks for. */
  minLength?: number;
}

const knownCodes: ReadonlySet<string> = new Set<FieldProblemCode>([
  'passwordTooShort',
  'passwordTooCommon',
  'passwordSameAsEmail',
  'passwordsNotEqual',
  'invalidCurrentPassword',
]);

function toProblem(entry: Record<string, unknown>): FieldProblem {
  const code =
    typeof entry.code === 'string' && knownCodes.has(entry.code) ? entry.code : 'invalid';
  const params = entry.params as Record<string, unknown> | undefined;
  const minLength = params?.minLength;
  return typeof minLength === 'number' && code === 'passwordTooShort'
    ? { code: code as FieldProblemCode, minLength }
    : { code: code as FieldProblemCode };
}

/**
 * Reads a 422 answer's `errors: [{ path, code, params }]` into one problem per form field, the
 * first one reported for each. `fields` maps the server's JSON pointers (`/newPassword`) to the
 * form's field names; problems at other paths are left out.
 * @returns `null` when the answer is not a 422 or names none of the fields.
 * @internal
 */
export function readFieldProblems<Field extends string>(
  error: ApiError,
  fields: Readonly<Record<string, Field>>,
): Partial<Record<Field, FieldProblem>> | null {
  if (error.status !== 422) return null;
  const body = error.body as { errors?: unknown } | null | undefined;
  const entries = Array.isArray(body?.errors) ? (body.errors as unknown[]) : [];
  const problems: Partial<Record<Field, FieldProblem>> = {};
  let found = false;
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null) continue;
    const record = entry as Record<string, unknown>;
    const path = record.path;
    const field =
      typeof path === 'string' && Object.hasOwn(fields, path) ? fields[path] : undefined;
    if (field === undefined || problems[field] !== undefined) continue;
    problems[field] = toProblem(record);
    found = true;
  }
  return found ? problems : null;
}
