import { type LoadRequest, type LoadResult, runFixedRate } from './fixedRateLoad';
import { type ProfiledServer, profileWindow } from './profileWindow';

/**
 * Profiles one window of saves: PATCHes at `rate` for `seconds` on a server started for
 * profiling (see {@link profileWindow}).
 */
export async function profileSaves(
  profiled: ProfiledServer,
  load: { rate: number; seconds: number; nextRequest: () => LoadRequest },
): Promise<LoadResult> {
  return profileWindow(profiled, 'save', async () => {
    const result = await runFixedRate({ url: profiled.server.baseUrl, ...load });
    return {
      ...result,
      summary: `${result.answered} saves at ${load.rate}/s; p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${result.errors} errors, ${result.non2xx} non-2xx`,
    };
  });
}
