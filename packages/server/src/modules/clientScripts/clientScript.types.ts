/**
 * A script a client injects into its runtime pages (spec 000 §2): a URL (`src`, https or a
 * path on this server) or inline code (`content`), exactly one of the two.
 * @public
 */
export interface ClientScript {
  readonly id: string;
  readonly name: string;
  readonly src?: string;
  readonly content?: string;
  readonly status: 'active' | 'inactive';
}

/** What the runtime injects: an active script, without its status. @public */
export type PageScript = Omit<ClientScript, 'status'>;

/** A script as `PUT settings/clientScripts` takes it; an unknown or absent id makes a new one. @internal */
export interface ClientScriptInput {
  readonly id?: string;
  readonly name: string;
  readonly src?: string;
  readonly content?: string;
  readonly status?: 'active' | 'inactive';
}
