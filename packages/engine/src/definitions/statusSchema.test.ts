import { describe, expect, it } from 'vitest';
import { isActiveStatus, isPresentStatus, isStatus, STATUSES } from './status';
import { validateDefinition } from './validateDefinition';

describe('statuses (spec 001 §3.1)', () => {
  it('"inactive, active, deleted" are the statuses', () => {
    expect([...STATUSES].sort()).toEqual(['active', 'deleted', 'inactive']);
    for (const status of STATUSES) expect(validateDefinition('status', status).ok).toBe(true);
  });

  it('rejects anything else with the allowed values in the message', () => {
    expect(validateDefinition('status', 'archived')).toEqual({
      ok: false,
      errors: [{ path: '', message: 'must be one of: "inactive", "active", "deleted"' }],
    });
    expect(isStatus('Active')).toBe(false);
  });

  it('"documents that are not deleted count as present"; "active is used as a filter"', () => {
    expect(STATUSES.filter(isPresentStatus)).toEqual(['inactive', 'active']);
    expect(STATUSES.filter(isActiveStatus)).toEqual(['active']);
  });
});
