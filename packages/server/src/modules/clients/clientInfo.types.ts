/**
 * What anyone may learn about a client before logging in: enough for the runtime to load it by
 * key or by domain (spec 000 §4, client load), to show the settings entries its feature flags
 * allow, and to check a new password against its policy before sending it.
 * @public
 */
export interface ClientInfo {
  id: string;
  key: string;
  name: string;
  domains: string[];
  /** The flags switched on; an absent flag is off (same shape as the clients collection). */
  enabledFeatures: Readonly<Record<string, boolean>>;
  passwordPolicy: {
    /** The least number of characters a new password must have in this client. */
    minLength: number;
  };
}
