export {
  advanceProcess,
  type ProcessAdvance,
  type ProcessAdvanceError,
} from './advanceProcess';
export { findStep } from './findStep';
export {
  formsOfferedForStep,
  type OfferedForm,
  type OfferedFormOrigin,
} from './formsOfferedForStep';
export { hasAnyRole } from './hasAnyRole';
export { nextStepForDiagram } from './nextStepForDiagram';
export { nextStepForOptions } from './nextStepForOptions';
export {
  type DiagramProcessDefinition,
  type DiagramProcessStep,
  type DiagramRoute,
  type EvaluateCondition,
  type FinishAction,
  type FinishCondition,
  type FormAccess,
  type FormTrigger,
  type OptionsProcessDefinition,
  type OptionsProcessStep,
  PROCESS_TYPE_FEATURE_FLAGS,
  type ProcessDefinition,
  type ProcessDefinitionBase,
  type ProcessState,
  type ProcessStep,
  type ProcessStepBase,
  type StepAction,
  type StepActionType,
} from './process.types';
export { processSchema } from './processSchema';
export { type ProcessStart, processRoleIds, processStartFor } from './processStartFor';
export { finishProcess, restoreProcess } from './processState';
export { isStartStepFor, selectStartingStep } from './selectStartingStep';
export { startProcess } from './startProcess';
export { validateDiagram } from './validateDiagram';
