import {
  type CurrentUser,
  createFormMethodsCalculator,
  type FormPreload,
  type HttpAdapter,
} from '@tessera/client';
import {
  createFormStore,
  type EngineHost,
  type FormStore,
  type Registry,
  type UrlQueryValue,
} from '@tessera/engine';
import { createRuntimeHost } from './createRuntimeHost';
import { createServerMethodResolver } from './createServerMethodResolver';
import { submittedFields } from './submittedFields';

/** What a process form opens with. */
export interface ProcessFormInput {
  readonly preload: FormPreload;
  readonly user: CurrentUser;
  readonly clientKey: string;
  readonly adapter: HttpAdapter;
  readonly registry: Registry;
  /** The page's custom query parameters. */
  readonly urlQuery: Readonly<Record<string, UrlQueryValue>>;
  /** @default crypto.randomUUID() for a new record */
  readonly newRecordId?: string;
  /** The page's origin, for absolute generated urls. @default window.location.origin */
  readonly origin?: string;
}

/**
 * Opens the engine form store of a process form, with its host: the form's server-side methods
 * are computed by the server from the person's values as a save would send them (spec 002 §7),
 * for this process — or, before it starts, the process the form starts.
 */
export function openProcessFormStore({
  preload,
  user,
  clientKey,
  adapter,
  registry,
  urlQuery,
  newRecordId = crypto.randomUUID(),
  origin = window.location.origin,
}: ProcessFormInput): { readonly store: FormStore; readonly host: EngineHost } {
  const { form, process, processSettings, dataRecord } = preload;
  let store: FormStore | undefined;
  const calculator = createFormMethodsCalculator(adapter, {
    target: {
      processSettingsId: processSettings.id,
      processId: process?.id ?? null,
      formId: form.id,
      ...(Object.keys(urlQuery).length === 0 ? {} : { urlQueryParams: urlQuery }),
    },
    // Read when a round is sent: the store is open by then.
    fieldResults: () =>
      Object.fromEntries(
        store
          ? submittedFields(form, store, registry).map(({ fieldId, value }) => [fieldId, value])
          : [],
      ),
  });
  const host = createRuntimeHost({
    user,
    clientKey,
    origin,
    resolveDelegatedMethod: createServerMethodResolver(form, calculator),
  });
  store = createFormStore(form, {
    registry,
    host,
    savedValues: preload.savedValues,
    // Spec 002 §4: "a new record gets a generated id" (the server gives the saved one its own).
    recordId: dataRecord?.id ?? newRecordId,
    urlQuery,
  });
  return { store, host };
}
