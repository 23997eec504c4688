export { createTestUser } from './testing/createTestUser';
