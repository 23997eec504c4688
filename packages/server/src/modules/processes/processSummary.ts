import {
  type ProcessDefinition,
  processRoleIds,
  processStartFor,
  validateDefinition,
} from '@tessera/engine';
import type { DefinitionRow } from '../definitions/definitionRepository';

/**
 * A process as the add-action menu and pickers see it (spec 000 §3, "Process (summary for the
 * add-action menu)"), plus `startFormId`: the one form that starts it for this user, or null.
 * @public
 */
export interface ProcessSummary {
  readonly id: string;
  readonly name: string;
  readonly status: string;
  /** `options` or `diagram`; null for a body the engine no longer accepts. */
  readonly type: ProcessDefinition['type'] | null;
  readonly startableByCurrentUser: boolean;
  readonly defaultStartingStepId: string | null;
  readonly startFormId: string | null;
}

/**
 * A stored process definition row as the engine's `ProcessDefinition`: the row carries id, name
 * and status, the body the rest. `undefined` when the body is not a valid process (a definition
 * saved before a schema change, say): such a process can be listed but never started.
 * @internal
 */
export function toProcessDefinition(row: DefinitionRow): ProcessDefinition | undefined {
  const result = validateDefinition('process', {
    ...row.body,
    id: row.id,
    name: row.name ?? '',
    status: row.status,
  });
  return result.ok ? result.value : undefined;
}

/**
 * The summary of one process for a user: roles decide the start (an admin passes every role
 * check, spec 000 §6); only an active process can be started.
 * @internal
 */
export function toProcessSummary(
  row: DefinitionRow,
  who: { readonly isAdmin: boolean; readonly roleIds: readonly string[] },
): ProcessSummary {
  const process = toProcessDefinition(row);
  const roleIds = process && who.isAdmin ? processRoleIds(process) : who.roleIds;
  const start =
    process && row.status === 'active'
      ? processStartFor(process, roleIds)
      : { startable: false, formId: undefined };
  return {
    id: row.id,
    name: row.name ?? '',
    status: row.status,
    type: process?.type ?? null,
    startableByCurrentUser: start.startable,
    defaultStartingStepId: process?.defaultStartingStepId ?? null,
    startFormId: start.formId ?? null,
  };
}
