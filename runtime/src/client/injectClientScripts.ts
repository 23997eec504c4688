import type { ClientScript } from '@tessera/client';

/**
 * Adds a client's configured scripts to the page body (spec 000 §2), each once per page load:
 * a `<script>` with the script's address, or with its text. Returns how many were added.
 */
export function injectClientScripts(
  scripts: readonly ClientScript[],
  document: Document,
  injected: Set<string>,
): number {
  let added = 0;
  for (const script of scripts) {
    if (injected.has(script.id) || (!script.src && !script.content)) continue;
    injected.add(script.id);
    const element = document.createElement('script');
    element.dataset.clientScript = script.id;
    if (script.src) element.src = script.src;
    else element.textContent = script.content ?? '';
    document.body.appendChild(element);
    added += 1;
  }
  return added;
}
