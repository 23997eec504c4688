export {
  CONTEXT_EXPRESSIONS,
  type ContextExpression,
  evaluateContextExpression,
  isContextExpression,
} from './contextExpression';
export { createEvaluationContext, type EvaluationContextInput } from './createEvaluationContext';
export { createStaticHost, type StaticHostInput } from './createStaticHost';
export {
  type ContextSource,
  type Dependencies,
  mergeDependencies,
  NO_DEPENDENCIES,
} from './dependencies';
export type { CurrentUser, EngineHost, PersonalDetails } from './engineHost.types';
export type {
  DeviceInfo,
  EvaluationContext,
  GeolocationPosition,
  UrlQueryValue,
} from './evaluationContext.types';
