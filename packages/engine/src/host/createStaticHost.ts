import type { CurrentUser, EngineHost } from './engineHost.types';

/** Input of {@link createStaticHost}: every part optional. @public */
export interface StaticHostInput extends Partial<Omit<EngineHost, 'now'>> {
  /** A fixed instant, or a clock. @default the system clock */
  readonly now?: Date | (() => Date);
  /** @default 'UTC' */
  readonly timeZone?: string;
  /** @default null (a guest) */
  readonly currentUser?: CurrentUser | null;
}

/**
 * A host made of plain values, for scripts and tests: a fixed (or given) clock, a time zone, a
 * user. What it is not given, it answers plainly: delegated methods are rejected, every value is
 * unique, external checks pass, files have no content.
 * @example createStaticHost({ now: new Date('2024-05-01T10:00:00Z'), timeZone: 'Europe/Warsaw' })
 * @public
 */
export function createStaticHost(input: StaticHostInput = {}): EngineHost {
  const { now } = input;
  return {
    now: typeof now === 'function' ? now : now ? () => new Date(now.getTime()) : () => new Date(),
    timeZone: input.timeZone ?? 'UTC',
    currentUser: input.currentUser ?? null,
    ...(input.appBaseUrl === undefined ? {} : { appBaseUrl: input.appBaseUrl }),
    ...(input.locale === undefined ? {} : { locale: input.locale }),
    resolveDelegatedMethod:
      input.resolveDelegatedMethod ??
      ((method) => Promise.reject(new Error(`This host cannot compute ${method.type} methods.`))),
    isUnique: input.isUnique ?? (() => Promise.resolve(true)),
    checkExternal: input.checkExternal ?? (() => Promise.resolve({ valid: true })),
    getFileContent: input.getFileContent ?? (() => Promise.resolve(null)),
  };
}
