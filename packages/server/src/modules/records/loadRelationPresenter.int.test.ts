import type { DataProvider, ProviderField } from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import { runScoped } from '../../database/scopedTransaction';
import { testDatabaseKinds } from '../../testing/openTestDatabase';
import { mintTenantScope } from '../access/tenantScope';
import { insertDataRecords } from '../queries/dataRecordRepository';
import { nextProviderIds, useSeededDatabase } from '../queries/differentialTestKit';
import { loadRelationPresenter } from './loadRelationPresenter';

const customerIds = [1, 2, 3].map((n) => `00000000-0000-4000-a000-00000000000${n}`);

function ordersOf(customersProviderId: string): DataProvider {
  const field = (id: string, transform?: ProviderField['transform']) =>
    ({
      id,
      dbFieldName: id,
      status: 'active',
      type: 'value_field',
      fieldValue: { type: 'text' },
      ...(transform ? { transform } : {}),
    }) as ProviderField;
  return {
    id: '00000000-0000-4000-b000-000000000001',
    name: 'Zamówienia',
    status: 'active',
    type: 'manual',
    config: {
      fields: [
        field('customer', {
          type: 'relation_value',
          schemaProviderId: customersProviderId,
          presentByFieldAccess: { path: ['person', 'name'] },
        }),
        field('note'),
      ],
    },
  } as DataProvider;
}

describe.each(testDatabaseKinds)(
  'loadRelationPresenter on %s (spec 001 §3.3 relation_value)',
  (kind) => {
    const database = useSeededDatabase(kind);

    it("presents each related record by the field's path, read by id from its own provider only", async () => {
      const { db, clientId } = database();
      const { providerId: customers, foreignProviderId: elsewhere } = nextProviderIds();
      const scope = mintTenantScope(clientId, 'tester');
      const orders = ordersOf(customers);
      const customerField = orders.config.fields[0]!;
      const noteField = orders.config.fields[1]!;
      await runScoped(db.kysely, { clientId }, async (trx) => {
        await insertDataRecords(trx, scope, customers, [
          { id: customerIds[0], data: { person: { name: 'Anna Nowak' } } },
          { id: customerIds[1], data: { person: { name: 'Jan Kowalski' } } },
          { id: customerIds[2], data: { person: {} } },
        ]);
        // The same id under another provider is not the related record.
        await insertDataRecords(trx, scope, elsewhere, [
          { id: '00000000-0000-4000-a000-000000000009', data: { person: { name: 'Obcy' } } },
        ]);
        const present = await loadRelationPresenter(trx, scope, orders, [
          { customer: customerIds[0], note: customerIds[1] },
          { customer: [customerIds[1], customerIds[2], 'not-a-uuid'] },
          { customer: '00000000-0000-4000-a000-000000000009' },
        ]);
        expect(present(customerField, customerIds[0]!)).toBe('Anna Nowak');
        expect(present(customerField, customerIds[1]!)).toBe('Jan Kowalski');
        // No value at the path, an id no record has, a field that is not a relation: nothing.
        expect(present(customerField, customerIds[2]!)).toBeUndefined();
        expect(present(customerField, '00000000-0000-4000-a000-000000000009')).toBeUndefined();
        expect(present(noteField, customerIds[1]!)).toBeUndefined();
      });
    });

    it('presents nothing when no record holds a related id', async () => {
      const { db, clientId } = database();
      const { providerId: customers } = nextProviderIds();
      const scope = mintTenantScope(clientId, 'tester');
      const orders = ordersOf(customers);
      await runScoped(db.kysely, { clientId }, async (trx) => {
        const present = await loadRelationPresenter(trx, scope, orders, [
          { customer: null },
          { customer: 'Anna' },
        ]);
        expect(present(orders.config.fields[0]!, customerIds[0]!)).toBeUndefined();
      });
    });
  },
);
