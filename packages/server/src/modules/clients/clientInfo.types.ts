/**
 * What anyone may learn about a client before logging in: enough for the runtime to load it by
 * key or by domain (spec 000 §4, client load).
 * @public
 */
export interface ClientInfo {
  id: string;
  key: string;
  name: string;
  domains: string[];
}
