export { createMemoryStorage } from './testing/createMemoryStorage';
export { createTestUser } from './testing/createTestUser';
export { createTestVersion } from './testing/createTestVersion';
