import type { ConditionDefinition } from '../conditions';
import type { MethodDefinition } from '../methods';
import type { AutomaticAction } from './automaticAction.types';
import type { FormField, FormVariable } from './formField.types';
import type { Status } from './status';

/** Which provider a form writes to, and which provider field each form field fills. @public */
export interface FormBinding {
  readonly dataProviderId: string;
  /** Form field id → provider field id. */
  readonly fields: Readonly<Record<string, string>>;
}

/** A URL parameter of a redirect, computed by a method. @public */
export interface UrlParameter {
  readonly name: string;
  readonly value: MethodDefinition;
}

/** A redirect to a form: the record id is computed, or taken from a listener's created record. @public */
export interface FormRedirect {
  readonly type: 'form';
  readonly formId: string;
  readonly recordIdValue?: MethodDefinition;
  readonly retrieveFromListenerId?: string;
  readonly urlParameters?: readonly UrlParameter[];
}

/** A redirect to a computed URL. @public */
export interface UrlRedirect {
  readonly type: 'url';
  readonly url: MethodDefinition;
}

/**
 * Where the save button leads (spec 002 §3): to a form, to a URL, or conditionally — the first
 * choice whose condition holds; none holding means no redirect.
 * @public
 */
export type SaveRedirect =
  | FormRedirect
  | UrlRedirect
  | {
      readonly type: 'conditional';
      readonly choices: readonly {
        readonly condition: ConditionDefinition;
        readonly redirect: FormRedirect | UrlRedirect;
      }[];
    };

/** Runs an action when a field's value changes and the condition holds (spec 002 §3). @public */
export interface FormEventListener {
  readonly id: string;
  readonly type: 'field_value_changed';
  readonly formFieldId: string;
  readonly condition?: ConditionDefinition;
  readonly action: AutomaticAction;
}

/** A link between records a form connects (spec 002 §3 "connections"). @public */
export interface FormConnection {
  readonly id: string;
  readonly baseRecordLinkId: string;
  readonly links: readonly {
    readonly sourceLinkId: string;
    readonly targetLinkId: string;
    readonly fieldSchemaId: string;
    readonly condition?: ConditionDefinition;
  }[];
}

/** A form definition (spec 001 §3.21, spec 002 §3). @public */
export interface FormDefinition {
  readonly id: string;
  readonly name: string;
  readonly status?: Status;
  /** Version of this definition's shape; 1 when absent (see `SCHEMA_VERSIONS`). */
  readonly schemaVersion?: number;
  readonly fields: readonly FormField[];
  readonly variables?: readonly FormVariable[];
  readonly binding?: FormBinding;
  readonly layout?: { readonly saveButton?: { readonly redirect?: SaveRedirect } };
  readonly formEventListeners?: readonly FormEventListener[];
  readonly connections?: readonly FormConnection[];
}
