import { describe, expect, it } from 'vitest';
import type { ConditionDefinition } from '../conditions/condition.types';
import type { DataProvider } from '../definitions/dataProvider.types';
import { createStaticHost } from '../host/createStaticHost';
import { resolveProviderAccess } from './resolveProviderAccess';

const host = createStaticHost();
const northOnly: ConditionDefinition = {
  type: 'compare_value',
  leftValueAccess: { fieldId: 'region' },
  operator: 'equal',
  rightValue: { type: 'const', value: 'north' },
};
const leads: DataProvider = {
  id: 'leads',
  name: 'Leady',
  status: 'active',
  type: 'manual',
  config: {
    fields: ['name', 'phone', 'region', 'margin'].map((id) => ({
      id,
      dbFieldName: id,
      status: 'active' as const,
      type: 'value_field' as const,
      fieldValue: { type: 'text' as const },
    })),
  },
  access: [
    {
      roleIds: ['sales'],
      columns: { type: 'limited', fieldIds: ['name', 'phone'] },
      records: {
        type: 'matching',
        condition: northOnly,
      },
    },
    { roleIds: ['installers'], columns: { type: 'limited', fieldIds: ['region'] } },
  ],
} as DataProvider;

describe('resolveProviderAccess — access limits columns and records per role (spec 001 §3.3)', () => {
  it('admins see every column and record', () => {
    const access = resolveProviderAccess(leads, { isAdmin: true, roleIds: [] }, host);
    expect(access.canSeeField({ id: 'margin' })).toBe(true);
    expect(access.canSeeRecord({ region: 'south' }, 'r')).toBe(true);
  });

  it('a role named by an entry sees its columns and the records its condition selects', () => {
    const access = resolveProviderAccess(leads, { isAdmin: false, roleIds: ['sales'] }, host);
    expect(
      ['name', 'phone', 'region', 'margin'].filter((id) => access.canSeeField({ id })),
    ).toEqual(['name', 'phone']);
    expect(access.canSeeRecord({ region: 'north' }, 'r')).toBe(true);
    expect(access.canSeeRecord({ region: 'south' }, 'r')).toBe(false);
  });

  it('entries of several roles add up; one without a record rule shows every record', () => {
    const access = resolveProviderAccess(
      leads,
      { isAdmin: false, roleIds: ['sales', 'installers'] },
      host,
    );
    expect(access.fieldIds).toEqual(new Set(['name', 'phone', 'region']));
    expect(access.allRecords).toBe(true);
  });

  it('a role no entry names sees everything; a person without roles sees nothing', () => {
    const other = resolveProviderAccess(
      leads,
      { isAdmin: false, roleIds: ['sales', 'office'] },
      host,
    );
    expect(other.allColumns && other.allRecords).toBe(true);
    const none = resolveProviderAccess(leads, { isAdmin: false, roleIds: [] }, host);
    expect(none.canSeeField({ id: 'name' })).toBe(false);
    expect(none.canSeeRecord({ region: 'north' }, 'r')).toBe(false);
  });

  it('exposes the record conditions it checks, any of which lets a record through', () => {
    const sales = resolveProviderAccess(leads, { isAdmin: false, roleIds: ['sales'] }, host);
    expect(sales.recordConditions).toEqual({ conditions: [northOnly], host });
    const none = resolveProviderAccess(leads, { isAdmin: false, roleIds: [] }, host);
    expect(none.recordConditions).toEqual({ conditions: [], host });
    const admin = resolveProviderAccess(leads, { isAdmin: true, roleIds: [] }, host);
    expect(admin.recordConditions).toBeNull();
    const both = resolveProviderAccess(
      leads,
      { isAdmin: false, roleIds: ['sales', 'installers'] },
      host,
    );
    expect(both.recordConditions).toBeNull();
  });

  it('a provider without entries is open to everyone', () => {
    const open = resolveProviderAccess(
      { ...leads, access: [] },
      { isAdmin: false, roleIds: [] },
      host,
    );
    expect(open.allColumns).toBe(true);
  });
});
