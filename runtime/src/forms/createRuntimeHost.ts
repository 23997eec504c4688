import { type CurrentUser, mainPath } from '@tessera/client';
import { createStaticHost, type EngineHost } from '@tessera/engine';

/** Who fills the form and where: what the runtime's engine host is made of. */
export interface RuntimeHostInput {
  readonly user: Pick<CurrentUser, 'id' | 'email' | 'roleIds' | 'personalDetails'>;
  readonly clientKey: string;
  /** The page's origin, for absolute generated urls. @default window.location.origin */
  readonly origin?: string;
  /** Computes the form's server-side methods (`createServerMethodResolver`). */
  readonly resolveDelegatedMethod?: EngineHost['resolveDelegatedMethod'];
}

/**
 * The engine host of a form in the browser: the machine's clock and time zone (the one the
 * adapter sends as `X-Timezone`), the logged-in user and the client's address for generated
 * urls. Methods only the server can compute (aggregations, external records, QR codes...) go to
 * `resolveDelegatedMethod`; without it they are refused and their fields stay empty until the
 * save, where the server computes them.
 */
export function createRuntimeHost({
  user,
  clientKey,
  origin = window.location.origin,
  resolveDelegatedMethod,
}: RuntimeHostInput): EngineHost {
  return createStaticHost({
    now: () => new Date(),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    currentUser: {
      id: user.id,
      email: user.email,
      roleIds: user.roleIds,
      personalDetails: user.personalDetails,
    },
    appBaseUrl: `${origin}${mainPath(clientKey)}`,
    ...(resolveDelegatedMethod === undefined ? {} : { resolveDelegatedMethod }),
  });
}
