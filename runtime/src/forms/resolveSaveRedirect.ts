import type { ListenerOutput } from '@tessera/client';
import {
  compileCondition,
  compileMethod,
  createEvaluationContext,
  type EngineHost,
  type FormRedirect,
  type MethodDefinition,
  type SaveRedirect,
  type UrlQueryValue,
  type UrlRedirect,
} from '@tessera/engine';
import { sanitizeReturnTo } from '../routing/sanitizeReturnTo';

/** Where a save leads: a page of this app, or another site. */
export type SaveRedirectTarget =
  | { readonly type: 'app'; readonly path: string }
  | { readonly type: 'external'; readonly url: string };

/** What a redirect is computed from: the saved form and what the save answered. */
export interface SaveRedirectInput {
  readonly host: EngineHost;
  /** `/{clientKey}`: generated form urls are app paths under it. */
  readonly appBasePath: string;
  readonly values: Readonly<Record<string, unknown>>;
  readonly variables: Readonly<Record<string, unknown>>;
  readonly urlQuery: Readonly<Record<string, UrlQueryValue>>;
  /**
   * The saved process: `current_record_id` gives it, as the form routes identify a process's
   * record by the process (`forms.enter?processId=`).
   */
  readonly processId: string;
  readonly listenerOutputs: readonly ListenerOutput[];
}

/** The record a form listener's action created (spec 002 §3 `retrieveFromListenerId`). */
function createdRecordOf(outputs: readonly ListenerOutput[], listenerId: string): string | null {
  const listener = outputs.find((output) => output.listenerId === listenerId);
  const created = listener?.actionOutputs.find((output) => output.type === 'record_created');
  return created?.type === 'record_created' ? created.recordId : null;
}

async function formTarget(
  redirect: FormRedirect,
  input: SaveRedirectInput,
  context: ReturnType<typeof createEvaluationContext>,
): Promise<SaveRedirectTarget | null> {
  let recordIdValue: MethodDefinition | undefined = redirect.recordIdValue;
  if (redirect.retrieveFromListenerId !== undefined) {
    const created = createdRecordOf(input.listenerOutputs, redirect.retrieveFromListenerId);
    recordIdValue = created === null ? undefined : { type: 'manual', value: created };
  }
  // The engine's generated url builds the form address (`…/new`, or `…/enter?processId=`).
  const url = await compileMethod({
    type: 'generated_url_value',
    route: {
      type: 'form',
      formId: redirect.formId,
      ...(recordIdValue === undefined ? {} : { recordIdValue }),
      ...(redirect.urlParameters === undefined ? {} : { urlParameters: redirect.urlParameters }),
    },
  })(context);
  const path = typeof url === 'string' ? sanitizeReturnTo(url) : null;
  return path === null ? null : { type: 'app', path };
}

async function urlTarget(
  redirect: UrlRedirect,
  context: ReturnType<typeof createEvaluationContext>,
): Promise<SaveRedirectTarget | null> {
  const url = await compileMethod(redirect.url)(context);
  if (typeof url !== 'string' || url.trim() === '') return null;
  const text = url.trim();
  const path = sanitizeReturnTo(text);
  if (path !== null) return { type: 'app', path };
  // Another site only over http(s): never `javascript:` or `data:` from a stored definition.
  return /^https?:\/\//i.test(text) ? { type: 'external', url: text } : null;
}

/**
 * Where the save button leads after a save (spec 002 §3 save redirect): to a form — new, or
 * entering the record its `recordIdValue` computes or its listener created — with its url
 * parameters; to a url; or to the first conditional choice whose condition holds. `null` when
 * there is no redirect, no choice holds or the target cannot be computed: the form then shows
 * its success notice and returns to the previous route.
 */
export async function resolveSaveRedirect(
  redirect: SaveRedirect | undefined,
  input: SaveRedirectInput,
): Promise<SaveRedirectTarget | null> {
  if (redirect === undefined) return null;
  const context = createEvaluationContext({
    host: { ...input.host, appBaseUrl: input.appBasePath },
    values: input.values,
    variables: input.variables,
    urlQuery: input.urlQuery,
    recordId: input.processId,
  });
  try {
    const chosen: FormRedirect | UrlRedirect | undefined =
      redirect.type === 'conditional'
        ? redirect.choices.find((choice) => compileCondition(choice.condition)(context))?.redirect
        : redirect;
    if (chosen === undefined) return null;
    return chosen.type === 'form'
      ? await formTarget(chosen, input, context)
      : await urlTarget(chosen, context);
  } catch {
    // A redirect that cannot be computed (a broken definition, a failing method) is no redirect:
    // the save itself succeeded.
    return null;
  }
}
