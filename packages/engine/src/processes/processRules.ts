import { checkAutomaticAction } from '../definitions/automaticActionRules';
import type { DefinitionIssue } from '../definitions/definitionError';
import { duplicateIssues } from '../definitions/duplicateIssues';
import type { ProcessDefinition, ProcessStep } from './process.types';
import { validateDiagram } from './validateDiagram';

/**
 * Rules of a process beyond its JSON Schema: step and route ids are unique, every step reference
 * (default starting step, go_to_step) names a step, each step's automatic action follows its own
 * rules, and a diagram follows the diagram rules.
 * @internal
 */
export function checkProcess(process: ProcessDefinition): DefinitionIssue[] {
  const steps: readonly ProcessStep[] = process.steps;
  const stepIds = new Set(steps.map((step) => step.id));
  const issues: DefinitionIssue[] = [
    ...duplicateIssues(steps, (step) => step.id, 'steps', 'id', 'step id'),
  ];
  steps.forEach((step, index) => {
    if (step.action.type === 'automaticAction') {
      issues.push(
        ...checkAutomaticAction(
          step.action.automaticAction,
          `steps[${index}].action.automaticAction`,
        ),
      );
    }
  });

  if (process.type === 'diagram') {
    issues.push(
      ...duplicateIssues(process.routes, (route) => route.id, 'routes', 'id', 'route id'),
      ...validateDiagram(process),
    );
    return issues;
  }

  const defaultId = process.defaultStartingStepId;
  if (defaultId !== undefined && defaultId !== null && !stepIds.has(defaultId)) {
    issues.push({ path: 'defaultStartingStepId', message: `unknown step "${defaultId}"` });
  }
  process.steps.forEach((step, stepIndex) => {
    (step.finishConditions ?? []).forEach((finishCondition, index) => {
      const action = finishCondition.action;
      if (action.type !== 'go_to_step' || stepIds.has(action.stepId)) return;
      issues.push({
        path: `steps[${stepIndex}].finishConditions[${index}].action.stepId`,
        message: `unknown step "${action.stepId}"`,
      });
    });
  });
  return issues;
}
