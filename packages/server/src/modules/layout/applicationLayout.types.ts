/**
 * One entry of the side menu (spec 000 §3, Menu entry).
 * @public
 */
export interface MenuEntry {
  readonly text: string;
  readonly icon?: string;
  /** Where the entry leads; absent when it links a view (which supplies the route). */
  readonly routePath?: string;
  readonly viewId?: string;
  readonly children?: readonly MenuEntry[];
  readonly expandedByDefault?: boolean;
  readonly groups?: readonly string[];
}

/**
 * The application layout of one version (spec 000 §3): its menu and the starting views per
 * role. `id` is the version's id (one layout per version); `revision` is 0 until first saved.
 * @public
 */
export interface ApplicationLayoutItem {
  readonly id: string;
  readonly versionId: string;
  readonly menuEntries: readonly MenuEntry[];
  /** Role id → the views its members start on, in order. */
  readonly startingViews: Readonly<Record<string, readonly string[]>>;
  readonly revision: number;
}

/** What a layout definition's body holds. @internal */
export interface ApplicationLayoutBody {
  readonly menuEntries: readonly MenuEntry[];
  readonly startingViews: Readonly<Record<string, readonly string[]>>;
}
