import type { CurrentUser } from '../currentUser.types';

/**
 * A logged-in user for tests and stories: Jan Kowalski, a regular user of the `demo` client,
 * with whatever the test changes.
 * @example createTestUser({ type: 'client_admin' })
 * @public
 */
export function createTestUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'u1',
    roleIds: [],
    email: 'jan.kowalski@example.com',
    type: 'user',
    personalDetails: { name: 'Jan', surname: 'Kowalski' },
    defaultClient: { key: 'demo' },
    specialPermissions: [],
    userSpecialFeatures: [],
    ...overrides,
  };
}
