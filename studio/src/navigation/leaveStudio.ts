let leaving = false;

/**
 * Goes to a runtime page (login, start) with a full page load: the runtime is another app.
 * The first call wins, so a guard reacting to the cleared session cannot replace the logout's
 * plain login address with one carrying a returnTo.
 */
export function leaveStudio(path: string): void {
  if (leaving) return;
  leaving = true;
  window.location.assign(path);
}

// Coming back with the browser's Back button may restore this page from the back/forward cache,
// frozen mid-departure: load it afresh instead.
window.addEventListener('pageshow', (event) => {
  if (event.persisted && leaving) window.location.reload();
});
