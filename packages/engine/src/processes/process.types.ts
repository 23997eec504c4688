import type { ConditionDefinition } from '../conditions';
import type { AutomaticAction } from '../definitions/automaticAction.types';
import type { Status } from '../definitions/status';

/** A form offered to the holders of at least one of `roleIds`. @public */
export interface FormAccess {
  readonly formId: string;
  readonly roleIds: readonly string[];
}

/** How a start step is triggered: by saving a form, for the holders of its roles. @public */
export interface FormTrigger extends FormAccess {
  readonly type: 'form';
}

/**
 * What a step does (spec 001 §3.16 "step action types"; a diagram cell's type is its action).
 * @public
 */
export type StepAction =
  | { readonly type: 'start'; readonly trigger?: FormTrigger }
  | { readonly type: 'enterForm'; readonly formId: string; readonly roleIds: readonly string[] }
  | { readonly type: 'automaticAction'; readonly automaticAction: AutomaticAction }
  | { readonly type: 'finish' };

/** A step action type name. @public */
export type StepActionType = StepAction['type'];

/** Where an options-type step goes when a finish condition is satisfied. @public */
export type FinishAction =
  | { readonly type: 'go_to_step'; readonly stepId: string }
  | { readonly type: 'finish_process' };

/** One finish condition of an options-type step; without a condition it always holds. @public */
export interface FinishCondition {
  readonly condition?: ConditionDefinition;
  readonly action: FinishAction;
}

/** What every step has. @public */
export interface ProcessStepBase {
  readonly id: string;
  readonly name: string;
  readonly action: StepAction;
}

/**
 * A step of an options-type process: its input forms and its finish conditions, evaluated in
 * order (spec 001 §3.16, §4).
 * @public
 */
export interface OptionsProcessStep extends ProcessStepBase {
  readonly inputForms?: readonly FormAccess[];
  readonly finishConditions?: readonly FinishCondition[];
}

/** A cell of a diagram-type process, with its place on the canvas. @public */
export interface DiagramProcessStep extends ProcessStepBase {
  readonly position?: { readonly x: number; readonly y: number };
}

/**
 * A connection between two diagram cells (spec 001 §3.16): taken when its condition holds (always
 * when it has none); among several, the lowest `order` wins.
 * @public
 */
export interface DiagramRoute {
  readonly id: string;
  readonly name?: string;
  readonly order: number;
  readonly condition?: ConditionDefinition;
  readonly from: string;
  readonly to: string;
}

/** What both process types have. @public */
export interface ProcessDefinitionBase {
  readonly id: string;
  readonly name: string;
  readonly status: Status;
  /** Version of this definition's shape; 1 when absent (see `SCHEMA_VERSIONS`). */
  readonly schemaVersion?: number;
  /** The process provider whose records hold this process's data. */
  readonly dataProviderId?: string;
  readonly defaultStartingStepId?: string | null;
  /** Forms offered by role whatever the current step (spec 001 §3.16). */
  readonly formInputs?: readonly FormAccess[];
}

/** An options-type process: steps move by finish conditions. @public */
export interface OptionsProcessDefinition extends ProcessDefinitionBase {
  readonly type: 'options';
  readonly steps: readonly OptionsProcessStep[];
}

/** A diagram-type process: cells connected by ordered, conditional routes. @public */
export interface DiagramProcessDefinition extends ProcessDefinitionBase {
  readonly type: 'diagram';
  readonly steps: readonly DiagramProcessStep[];
  readonly routes: readonly DiagramRoute[];
}

/** A process definition ("process settings"), discriminated by `type`. @public */
export type ProcessDefinition = OptionsProcessDefinition | DiagramProcessDefinition;

/** A step of either process type. @public */
export type ProcessStep = OptionsProcessStep | DiagramProcessStep;

/** The state of one running process (spec 001 §3.5 process status record). @public */
export interface ProcessState {
  readonly currentStepId: string | null;
  readonly isFinished: boolean;
}

/** Evaluates a condition against the process's current data; injected by the caller. @public */
export type EvaluateCondition = (condition: ConditionDefinition) => boolean;

/** Client feature flags gating each process type (spec 001 §3.16). @public */
export const PROCESS_TYPE_FEATURE_FLAGS = Object.freeze({
  options: 'processSettingsOptions',
  diagram: 'processSettingsDiagram',
} as const);
