import type { ProcessDefinition, ProcessStep } from './process.types';

/** The step of a process with the given id, if any. @public */
export function findStep(
  process: ProcessDefinition,
  stepId: string | null | undefined,
): ProcessStep | undefined {
  if (stepId === null || stepId === undefined) return undefined;
  return (process.steps as readonly ProcessStep[]).find((step) => step.id === stepId);
}
