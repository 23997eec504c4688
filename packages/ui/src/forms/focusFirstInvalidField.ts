const FOCUSABLE = [
  'input:not([disabled]):not([type="hidden"])',
  'textarea:not([disabled])',
  'select:not([disabled])',
  'button:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * Scrolls to the first field showing a problem inside `root` (cells carry `data-invalid`, in
 * layout order) and focuses its first input — the last step of the save sequence when the form
 * is invalid (spec 002 §4). Answers whether a field with a problem was found.
 * @public
 */
export function focusFirstInvalidField(root: ParentNode): boolean {
  const cell = root.querySelector<HTMLElement>('[data-invalid="true"]');
  if (!cell) return false;
  cell.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  cell.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
  return true;
}
