import { expect, it } from 'vitest';
import * as api from './index';

it('keeps its public surface: a change to this list is a change to the published API', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "AccessDenied",
      "AppLink",
      "AppShell",
      "LetterAvatar",
      "LoginForm",
      "NotFound",
      "NotificationToaster",
      "PageAlert",
      "PageLoader",
      "RetryAlert",
      "SimpleLayout",
      "TesseraProvider",
      "TopBarLink",
      "UserMenu",
      "apiErrorNotification",
      "createApiErrorHandler",
      "createAppServices",
      "createNotificationCenter",
      "letterAvatarColor",
      "letterAvatarColors",
      "loginFailureMessage",
      "notificationDurationMs",
      "useClientInfo",
      "useCurrentUser",
      "useDocumentTitle",
      "useSessionState",
      "validateLoginForm",
    ]
  `);
});
