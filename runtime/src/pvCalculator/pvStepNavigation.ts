import {
  type PvCalculatorErrors,
  type PvCalculatorValues,
  validateParametersStep,
  validateUserStep,
} from './pvCalculatorForm';

/** Spec 002 §2 and §4: user, then parameters, then profitability. */
export const PV_STEPS = ['user', 'parameters', 'profitability'] as const;

export type PvStep = (typeof PV_STEPS)[number];

/** What has to hold before leaving a step forwards (the last step has no next). */
export function validatePvStep(step: PvStep, values: PvCalculatorValues): PvCalculatorErrors {
  switch (step) {
    case 'user':
      return validateUserStep(values);
    case 'parameters':
      return validateParametersStep(values);
    case 'profitability':
      return {};
  }
}

const hasErrors = (errors: PvCalculatorErrors) => Object.keys(errors).length > 0;

/**
 * Spec 002 §4: the headers of steps 2 and 3 are editable only once the monthly cost is filled;
 * the first step's header always is.
 */
export function isPvStepHeaderEnabled(step: PvStep, values: PvCalculatorValues): boolean {
  return step === 'user' || values.monthlyEnergyCost.trim() !== '';
}

/**
 * Where an attempt to open `target` from `current` lands (spec 002 §4). Back is always allowed.
 * Forwards, by Next or by a header, every step before the target must validate (step 1 also
 * needs an installation type): the first one that does not is where the visitor lands, to see
 * its messages. Whether a header may be clicked at all is `isPvStepHeaderEnabled`.
 */
export function resolvePvStepTarget(
  current: PvStep,
  target: PvStep,
  values: PvCalculatorValues,
): PvStep {
  const from = PV_STEPS.indexOf(current);
  const to = PV_STEPS.indexOf(target);
  if (to <= from) return target;
  for (const step of PV_STEPS.slice(0, to)) {
    if (hasErrors(validatePvStep(step, values))) return step;
  }
  return target;
}

/** The step after `step`, or `null` on the last one (profitability has no next). */
export function nextPvStep(step: PvStep): PvStep | null {
  return PV_STEPS[PV_STEPS.indexOf(step) + 1] ?? null;
}

/** The step before `step`, or `null` on the first one. */
export function previousPvStep(step: PvStep): PvStep | null {
  const index = PV_STEPS.indexOf(step);
  return index > 0 ? (PV_STEPS[index - 1] ?? null) : null;
}
