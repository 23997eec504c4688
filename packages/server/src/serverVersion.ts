import packageJson from '../package.json' with { type: 'json' };

/**
 * The server package's version, inlined at build time.
 * @public
 */
export const serverVersion: string = packageJson.version;
