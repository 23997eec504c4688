import {
  calculateFormMethods,
  type FormCalculationTarget,
  type FormMethodInput,
  maxFormMethodsPerRequest,
} from '../api/formCalculationsApi';
import { ApiError } from '../apiError';
import type { HttpAdapter } from '../httpAdapter.types';

/** @public */
export interface FormMethodsCalculatorOptions {
  readonly target: FormCalculationTarget;
  /** The form's values by form field id, read when a round is sent. */
  readonly fieldResults: () => Readonly<Record<string, unknown>>;
  /** How long methods are collected before they are sent (spec 002 §7: 200 ms). @default 200 */
  readonly delayMs?: number;
}

/** @public */
export interface FormMethodsCalculator {
  /**
   * The value of the server-side method at `contextFieldPath` of the form (for one row of each
   * group it is in), computed from the form's values when its round is sent. Rejects with an
   * `ApiError` when the server could not compute it.
   */
  calculate(input: Omit<FormMethodInput, 'methodId'>): Promise<unknown>;
}

interface Waiting {
  readonly input: Omit<FormMethodInput, 'methodId'>;
  readonly promise: Promise<unknown>;
  readonly resolve: (value: unknown) => void;
  readonly reject: (reason: unknown) => void;
}

/**
 * Computes a form's server-side methods as the form asks for them (spec 002 §7 "server-side
 * methods load", debounced at 200 ms): the methods asked for within `delayMs` of a round's first
 * go out together, with the form's values as they are then, 100 per request; the same method for
 * the same rows is asked once per round. Nothing is cached — the values change between rounds;
 * the form store remembers answers by their inputs. Calculations never raise notifications: a
 * failed one leaves its field empty and the save reports what is wrong.
 * @public
 * @example
 * const calculator = createFormMethodsCalculator(adapter, {
 *   target: { processSettingsId, formId }, fieldResults: () => store.getSubmitValues(),
 * });
 * const total = await calculator.calculate({ contextFieldPath: '/fields/4/defaultValue' });
 */
export function createFormMethodsCalculator(
  adapter: HttpAdapter,
  { target, fieldResults, delayMs = 200 }: FormMethodsCalculatorOptions,
): FormMethodsCalculator {
  let round = new Map<string, Waiting>();

  async function send(batch: readonly Waiting[]): Promise<void> {
    try {
      const { data, errors } = await calculateFormMethods(
        adapter,
        {
          ...target,
          fieldResults: fieldResults(),
          inputs: batch.map(({ input }, index) => ({ ...input, methodId: String(index) })),
        },
        { skipErrorNotification: true },
      );
      const answers = new Map(data.map((result) => [result.methodId, result.value]));
      const problems = new Map(errors.map((problem) => [problem.methodId, problem]));
      batch.forEach((entry, index) => {
        const id = String(index);
        const problem = problems.get(id);
        if (answers.has(id)) entry.resolve(answers.get(id));
        else
          entry.reject(
            new ApiError({
              status: problem?.statusCode ?? 500,
              message: problem?.message ?? 'The server did not compute the method.',
              ...(problem?.errorType === undefined ? {} : { errorType: problem.errorType }),
            }),
          );
      });
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  }

  function dispatch(): void {
    const entries = [...round.values()];
    round = new Map();
    for (let start = 0; start < entries.length; start += maxFormMethodsPerRequest) {
      void send(entries.slice(start, start + maxFormMethodsPerRequest));
    }
  }

  return {
    calculate(input) {
      const key = JSON.stringify([input.contextFieldPath, input.rowIndexes ?? {}]);
      const waiting = round.get(key);
      if (waiting) return waiting.promise;
      let resolve!: (value: unknown) => void;
      let reject!: (reason: unknown) => void;
      const promise = new Promise<unknown>((onValue, onError) => {
        resolve = onValue;
        reject = onError;
      });
      if (round.size === 0) setTimeout(dispatch, delayMs);
      round.set(key, { input, promise, resolve, reject });
      return promise;
    },
  };
}
