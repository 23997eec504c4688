import type { DataProvider } from '@tessera/engine';
import type { TenantContext } from '../access/requestContext';
import { visibleProvider } from './visibleProvider';

/** A provider's columns as the runtime needs them to read and present records. @internal */
export interface SchemaDescription {
  readonly id: string;
  readonly name: string;
  readonly type: DataProvider['type'];
  readonly fields: readonly {
    readonly id: string;
    readonly dbFieldName: string;
    readonly name: string;
    readonly type: string;
    readonly fieldValue: unknown;
    readonly transform?: unknown;
  }[];
}

/** What one person may know of a provider's columns (only those their roles may see). @internal */
export function describeProvider(provider: DataProvider, tenant: TenantContext): SchemaDescription {
  const visible = visibleProvider(provider, tenant);
  return {
    id: visible.id,
    name: visible.name,
    type: visible.type,
    fields: visible.config.fields.map((field) => ({
      id: field.id,
      dbFieldName: field.dbFieldName,
      name: field.name ?? field.dbFieldName,
      type: field.type,
      fieldValue: field.fieldValue,
      ...(field.transform === undefined ? {} : { transform: field.transform }),
    })),
  };
}
