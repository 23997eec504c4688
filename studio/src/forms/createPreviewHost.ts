import { type CurrentUser, createStaticHost, type EngineHost } from '@tessera/engine';

/** Why a server-side method has no value in the preview. */
const PREVIEW_REFUSES_SERVER_METHODS = 'The preview does not compute server-side methods.';

/**
 * The engine host of the studio's form preview: the machine's clock and time zone and the
 * designer as the user. Methods only the server computes (aggregations, external records,
 * documents, QR codes, code sequences, queries) are refused, so their fields stay empty: the
 * draft is not saved, and the server would compute them for a stored form only.
 */
export function createPreviewHost(
  user: Pick<CurrentUser, 'id' | 'email' | 'roleIds' | 'personalDetails'>,
): EngineHost {
  return createStaticHost({
    now: () => new Date(),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    currentUser: {
      id: user.id,
      email: user.email,
      roleIds: user.roleIds,
      personalDetails: user.personalDetails,
    },
    resolveDelegatedMethod: () => Promise.reject(new Error(PREVIEW_REFUSES_SERVER_METHODS)),
  });
}
