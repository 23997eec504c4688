import type { JsonSchemaObject } from '../plugins/jsonSchema.types';
import { SCHEMA_IDS } from './schemaIds';

/** The common statuses (spec 001 §3.1), in the order the spec lists them. @public */
export const STATUSES = Object.freeze(['inactive', 'active', 'deleted'] as const);

/** Status of a provider, field, form, process, role...: inactive, active or deleted. @public */
export type Status = (typeof STATUSES)[number];

/** JSON Schema of {@link Status}. @public */
export const statusSchema: JsonSchemaObject = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: SCHEMA_IDS.status,
  type: 'string',
  enum: [...STATUSES],
};

/** Whether a value is one of the common statuses. @public */
export function isStatus(value: unknown): value is Status {
  return (STATUSES as readonly unknown[]).includes(value);
}

/** Spec 001 §3.1: documents that are not deleted count as present. @public */
export function isPresentStatus(status: Status): boolean {
  return status !== 'deleted';
}

/** Spec 001 §3.1: active is the status lists filter by. @public */
export function isActiveStatus(status: Status): boolean {
  return status === 'active';
}
