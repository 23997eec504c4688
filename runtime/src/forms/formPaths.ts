import { mainPath, settingsPath } from '@tessera/client';
import type { UrlQueryValue } from '@tessera/engine';
import { sanitizeReturnTo } from '../routing/sanitizeReturnTo';

/**
 * Query parameters the form routes read themselves (spec 000 §2: forms.new and forms.enter take
 * returnTo, authorizeBy, ts and — forms.enter — processId); every other parameter is a custom
 * one, handed to `url_query` methods.
 */
const reservedQueryNames: ReadonlySet<string> = new Set([
  'returnTo',
  'authorizeBy',
  'ts',
  'processId',
]);

/** What the address of a form page says besides the form id. */
export interface FormQuery {
  /** forms.enter: the process to continue; `null` when absent (or empty). */
  readonly processId: string | null;
  /** Passed on to the form preload with the process (spec 000 §2 `authorizeBy`). */
  readonly authorizeBy: string | null;
  /** Where the back button leads: a path of this site, else `null` (no open redirect). */
  readonly returnTo: string | null;
  /** forms.new/enter `ts`: a new value opens the form afresh. */
  readonly ts: string | null;
  /** The custom parameters, a repeated one as a list: what `url_query` methods read. */
  readonly urlQuery: Readonly<Record<string, UrlQueryValue>>;
}

/** Reads a form page's query string (`?processId=…&returnTo=…&source=www`). */
export function readFormQuery(search: string): FormQuery {
  const params = new URLSearchParams(search);
  const urlQuery: Record<string, UrlQueryValue> = {};
  for (const name of new Set(params.keys())) {
    if (reservedQueryNames.has(name)) continue;
    const values = params.getAll(name);
    urlQuery[name] = values.length === 1 ? values[0]! : values;
  }
  return {
    processId: params.get('processId') || null,
    authorizeBy: params.get('authorizeBy') || null,
    returnTo: sanitizeReturnTo(params.get('returnTo')),
    ts: params.get('ts'),
    urlQuery,
  };
}

const formsPath = (clientKey: string, formId: string) =>
  `${mainPath(clientKey)}/forms/${encodeURIComponent(formId)}`;

/** forms.new `/{clientKey}/forms/{formId}/new` (spec 000 §2). */
export function formNewPath(clientKey: string, formId: string): string {
  return `${formsPath(clientKey, formId)}/new`;
}

/** forms.enter `/{clientKey}/forms/{formId}/enter?processId=` (spec 000 §2). */
export function formEnterPath(clientKey: string, formId: string, processId: string): string {
  return `${formsPath(clientKey, formId)}/enter?processId=${encodeURIComponent(processId)}`;
}

/** The form's settings in the studio (settings.forms `{id}/edit`). */
export function formSettingsPath(clientKey: string, formId: string): string {
  return `${settingsPath(clientKey)}/forms/${encodeURIComponent(formId)}/edit`;
}

/** The process's settings in the studio (settings.processes `{id}/edit`). */
export function processSettingsPath(clientKey: string, processSettingsId: string): string {
  return `${settingsPath(clientKey)}/processes/${encodeURIComponent(processSettingsId)}/edit`;
}

/**
 * The same address with `ts` set to a new value: navigating there opens the form afresh even
 * when nothing else in the address changed (spec 000 §2 "ts forces reload").
 */
export function withFreshTimestamp(href: string, now = Date.now()): string {
  const url = new URL(href, 'https://tessera.invalid');
  url.searchParams.set('ts', String(now));
  return `${url.pathname}${url.search}${url.hash}`;
}
