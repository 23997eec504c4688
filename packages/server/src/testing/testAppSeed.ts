import { type AppSeed, demoApp } from '@tessera/demo-app';

/**
 * What test databases are seeded with: the demo client alone, without the demo app's roles,
 * people and definitions, so each test file sets up exactly what it tests. (`seedDemoApp` adds the
 * demo app to a test database when a test wants it.)
 * @internal
 */
export const testAppSeed: AppSeed = { client: demoApp.client };
