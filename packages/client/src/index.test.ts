import { expect, it } from 'vitest';
import * as api from './index';

it('keeps its public surface: a change to this list is a change to the published API', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "ApiError",
      "classifyApiError",
      "classifyLoginError",
      "clientKeyFromPath",
      "createApiErrorFromResponse",
      "createFetchAdapter",
      "createFixtureAdapter",
      "createSessionStore",
      "defaultRequestTimeoutMs",
      "encodeQuery",
      "fetchClientInfo",
      "fetchCurrentUser",
      "fetchHealth",
      "getFullName",
      "isAdmin",
      "isApiError",
      "isStudioPath",
      "login",
      "loginPath",
      "logout",
      "mainPath",
      "refreshCurrentUser",
      "reservedPathSegments",
      "sessionStorageKeys",
      "settingsPath",
      "signIn",
      "signOut",
      "startPath",
    ]
  `);
});
