import type { ConditionDefinition } from '../conditions';
import type { MethodDefinition } from '../methods';
import type { QueryFilter } from './queryFilter';

/** A value written into one provider field, computed by a method. @public */
export interface FieldValueAssignment {
  readonly providerFieldId: string;
  readonly value: MethodDefinition;
}

/** Which records an update or delete touches: a provider and an optional filter. @public */
export interface SelectRecordsQuery {
  readonly fromProviderId: string;
  readonly filter?: QueryFilter;
}

/** A mail attachment: its file name and content, both computed. @public */
export interface MailAttachment {
  readonly fileName: MethodDefinition;
  readonly fileContent: MethodDefinition;
}

/** The address to geocode: one text, or its parts (at least one). @public */
export type GeocodeAddress =
  | { readonly type: 'single'; readonly value: MethodDefinition }
  | {
      readonly type: 'parts';
      readonly streetName?: MethodDefinition;
      readonly houseNumber?: MethodDefinition;
      readonly apartmentNumber?: MethodDefinition;
      readonly postalCode?: MethodDefinition;
      readonly city?: MethodDefinition;
      readonly country?: MethodDefinition;
    };

/** What every automatic action has (spec 001 §3.15, spec 002 §3). @public */
export interface AutomaticActionBase {
  readonly id: string;
  /** Run only when it holds; an action whose condition fails is skipped (counts as done). */
  readonly condition?: ConditionDefinition;
  /** Run after this one, in order; they see its outputs. */
  readonly nextActions?: readonly AutomaticAction[];
}

/**
 * An automatic action run by the server after a save or a process step (spec 001 §3.15),
 * discriminated by `type`. Values it sends or writes are value-obtaining methods.
 * @public
 */
export type AutomaticAction =
  | (AutomaticActionBase & {
      readonly type: 'send_mail';
      readonly recipientAddress: MethodDefinition;
      readonly ccAddress?: MethodDefinition;
      readonly bccAddress?: MethodDefinition;
      readonly subject: MethodDefinition;
      readonly body: MethodDefinition;
      readonly attachments?: readonly MailAttachment[];
    })
  | (AutomaticActionBase & {
      readonly type: 'send_sms';
      readonly recipient: MethodDefinition;
      readonly message: MethodDefinition;
    })
  | (AutomaticActionBase & { readonly type: 'geocode_address'; readonly address: GeocodeAddress })
  | (AutomaticActionBase & {
      readonly type: 'create_record';
      readonly dataProviderId: string;
      readonly fieldValues: readonly FieldValueAssignment[];
    })
  | (AutomaticActionBase & {
      readonly type: 'update_records';
      readonly selectRecordsQuery: SelectRecordsQuery;
      readonly fieldValues: readonly FieldValueAssignment[];
    })
  | (AutomaticActionBase & {
      readonly type: 'update_current_record';
      readonly fieldValues: readonly FieldValueAssignment[];
    })
  | (AutomaticActionBase & {
      readonly type: 'delete_records';
      readonly selectRecordsQuery: SelectRecordsQuery;
    });

/** An automatic action type name. @public */
export type AutomaticActionType = AutomaticAction['type'];

/** Client feature flags gating action types (spec 001 §3.15, §3.20). @public */
export const AUTOMATIC_ACTION_FEATURE_FLAGS: Readonly<
  Partial<Record<AutomaticActionType, string>>
> = Object.freeze({
  geocode_address: 'automaticActionGeocode',
  delete_records: 'automaticActionDeleteRecords',
});
