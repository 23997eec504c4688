/** How many pages the trail remembers. */
const TRAIL_LENGTH = 50;

/**
 * The pages the person went through in this app, as far as a form needs them: after a save
 * without a redirect, or when its record is gone, a form returns to the previous route (spec 002
 * §4) — the page the form was opened from, which the form's address does not say.
 */
export interface NavigationTrail {
  /** Notes the page now shown (`pathname?search`); the same page twice in a row counts once. */
  visit(href: string): void;
  /** The page shown before `current`, or `null` when the app opened on it. */
  previousOf(current: string): string | null;
  /**
   * Forgets `current`, a page that is done (a saved form) and is being replaced: the page after
   * it then returns past it.
   */
  leave(current: string): void;
}

/** Creates a trail; an app keeps one (`services.ts`), fed by `NavigationTrailRecorder`. */
export function createNavigationTrail(): NavigationTrail {
  const pages: string[] = [];
  const top = () => pages[pages.length - 1];
  return {
    visit(href) {
      if (top() === href) return;
      pages.push(href);
      if (pages.length > TRAIL_LENGTH) pages.shift();
    },
    previousOf(href) {
      if (top() !== href) return top() ?? null;
      return pages[pages.length - 2] ?? null;
    },
    leave(href) {
      if (top() === href) pages.pop();
    },
  };
}
