import { describe, expect, it } from 'vitest';
import { runtimeRouteRule } from './runtimeRouteRule';

describe('runtimeRouteRule (spec 000 §2 route table)', () => {
  it.each([
    ['/', 'guest', 'advanced'],
    ['/auth/login', 'guest', 'simple'],
    ['/auth/register', 'guest', 'simple'],
    ['/auth/loginByToken', 'guest', 'simple'],
    ['/pv-calculator', 'guest', 'simple'],
    ['/a/zgloszenie', 'guest', 'simple'],
    ['/demo', 'guest', 'advanced'],
    ['/demo/start', 'user', 'advanced'],
    ['/demo/forms/f1/new', 'user', 'advanced'],
    ['/demo/forms/f1/enter', 'user', 'advanced'],
    ['/demo/views/zlecenia', 'guest', 'keep'],
    ['/demo/settings', 'admin', 'advanced'],
    ['/demo/settings/forms', 'admin', 'advanced'],
    ['/demo/settings/users', 'usersManagement', 'advanced'],
    ['/demo/settings/clients', 'superUser', 'advanced'],
    ['/demo/unknown/page', 'guest', 'advanced'],
  ])('%s: %s, %s', (path, access, layout) => {
    expect(runtimeRouteRule(path)).toEqual({ access, layout });
  });
});
