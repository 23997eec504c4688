import { useMemo, useState } from 'react';
import { calculatePvOffer, type PvOffer } from './calculatePvOffer';
import {
  createInitialPvValues,
  type PvCalculatorErrors,
  type PvCalculatorField,
  type PvCalculatorValues,
  toPvCalculatorInput,
} from './pvCalculatorForm';
import {
  isPvStepHeaderEnabled,
  nextPvStep,
  type PvStep,
  previousPvStep,
  resolvePvStepTarget,
  validatePvStep,
} from './pvStepNavigation';

export interface UsePvCalculatorOptions {
  initialValues?: PvCalculatorValues;
  initialStep?: PvStep;
}

export interface PvCalculatorController {
  readonly step: PvStep;
  readonly values: PvCalculatorValues;
  /** Errors to show now: of fields the visitor has left, or of steps they tried to leave. */
  readonly visibleErrors: PvCalculatorErrors;
  /** The offer once steps 1 and 2 validate, else `null`. */
  readonly offer: PvOffer | null;
  /** Bumped on every failed attempt to move on, so the view can focus the first invalid field. */
  readonly failedAttempts: number;
  setValue<K extends keyof PvCalculatorValues>(field: K, value: PvCalculatorValues[K]): void;
  touch(field: PvCalculatorField): void;
  isHeaderEnabled(step: PvStep): boolean;
  goTo(step: PvStep): void;
  next(): void;
  back(): void;
}

/**
 * The calculator's state: the values, the open step and which messages to show, with the step
 * rules of spec 002 §4 from `pvStepNavigation`. The figures come from `calculatePvOffer`.
 */
export function usePvCalculator({
  initialValues,
  initialStep = 'user',
}: UsePvCalculatorOptions = {}): PvCalculatorController {
  const [values, setValues] = useState<PvCalculatorValues>(
    () => initialValues ?? createInitialPvValues(),
  );
  const [step, setStep] = useState<PvStep>(initialStep);
  const [touched, setTouched] = useState<ReadonlySet<PvCalculatorField>>(() => new Set());
  const [attempted, setAttempted] = useState<ReadonlySet<PvStep>>(() => new Set());
  const [failedAttempts, setFailedAttempts] = useState(0);

  const visibleErrors = useMemo(() => {
    const shown: PvCalculatorErrors = {};
    for (const errorStep of ['user', 'parameters'] as const) {
      const errors = validatePvStep(errorStep, values);
      for (const field of Object.keys(errors) as PvCalculatorField[]) {
        const error = errors[field];
        if (error && (attempted.has(errorStep) || touched.has(field))) shown[field] = error;
      }
    }
    return shown;
  }, [values, touched, attempted]);

  const offer = useMemo(() => {
    const input = toPvCalculatorInput(values);
    return input ? calculatePvOffer(input) : null;
  }, [values]);

  function moveTo(target: PvStep) {
    const landing = resolvePvStepTarget(step, target, values);
    if (landing !== target) {
      // Show every message of the step the visitor is held on, not only of fields they left.
      setAttempted((current) => new Set(current).add(landing));
      setFailedAttempts((count) => count + 1);
    }
    setStep(landing);
  }

  return {
    step,
    values,
    visibleErrors,
    offer,
    failedAttempts,
    setValue: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    touch: (field) => setTouched((current) => new Set(current).add(field)),
    isHeaderEnabled: (target) => isPvStepHeaderEnabled(target, values),
    goTo: (target) => {
      if (target !== step && isPvStepHeaderEnabled(target, values)) moveTo(target);
    },
    next: () => {
      const target = nextPvStep(step);
      if (target) moveTo(target);
    },
    back: () => {
      const target = previousPvStep(step);
      if (target) setStep(target);
    },
  };
}
