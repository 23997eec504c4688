/**
 * A process as the API answers it (spec 002 §3 "process info"): where it stands and the version
 * of its state.
 * @public
 */
export interface ProcessItem {
  readonly id: string;
  readonly processSettingsId: string;
  /** The step it is at; `null` once it has none (finished processes may keep their last). */
  readonly currentStepId: string | null;
  readonly isFinished: boolean;
  readonly version: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/**
 * A data record as the API answers it (spec 002 §3 "process info" `dataRecord`): only the columns
 * the person's roles may see, by `dbFieldName`.
 * @public
 */
export interface RecordItem {
  readonly id: string;
  readonly providerId: string;
  readonly data: Readonly<Record<string, unknown>>;
  readonly originalData: Readonly<Record<string, unknown>>;
  /** Send it back with a save: a save of an older version is refused (409 `staleRecordVersion`). */
  readonly version: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly createdBy: string | null;
}

/** One column of a {@link SchemaDescription}. @public */
export interface SchemaDescriptionField {
  readonly id: string;
  readonly dbFieldName: string;
  /** The name people know the column by; its `dbFieldName` when it has none. */
  readonly name: string;
  readonly type: string;
  readonly fieldValue?: unknown;
  readonly transform?: unknown;
}

/**
 * A data provider's columns as the runtime needs them to read and present records (spec 000 §7
 * "data provider descriptions"; `GET schema-descriptions` and the `dataProviders` relations).
 * @public
 */
export interface SchemaDescription {
  readonly id: string;
  readonly name: string;
  readonly type?: string;
  readonly fields: readonly SchemaDescriptionField[];
}
