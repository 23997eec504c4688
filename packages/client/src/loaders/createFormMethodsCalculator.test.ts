import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalculateFormMethodsRequest } from '../api/formCalculationsApi';
import { createApiErrorFromResponse } from '../apiError';
import { createFixtureAdapter } from '../createFixtureAdapter';
import { createFormMethodsCalculator } from './createFormMethodsCalculator';

const target = { processSettingsId: 'ps-1', formId: 'form-1' };

/** A server computing "value of {path} for {rows}"; `/fields/9/defaultValue` always fails. */
function calculationServer(options: { failAll?: boolean } = {}) {
  const requests: CalculateFormMethodsRequest[] = [];
  const adapter = createFixtureAdapter({
    'POST processes/calculate-methods': ({ body }) => {
      const request = body as CalculateFormMethodsRequest;
      requests.push(request);
      if (options.failAll) throw createApiErrorFromResponse(403, { errorType: 'forbidden' });
      const failing = request.inputs.filter((input) => input.contextFieldPath.includes('/9/'));
      return {
        data: request.inputs
          .filter((input) => !failing.includes(input))
          .map((input) => ({
            contextFieldPath: input.contextFieldPath,
            methodId: input.methodId,
            value: `${input.contextFieldPath}@${JSON.stringify(input.rowIndexes ?? {})}`,
          })),
        errors: failing.map((input) => ({
          path: '/inputs/0',
          contextFieldPath: input.contextFieldPath,
          methodId: input.methodId,
          statusCode: 422,
          message: 'Dokumenty nie są jeszcze dostępne.',
          errorType: 'methodNotAvailable',
        })),
      };
    },
  });
  return { adapter, requests };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createFormMethodsCalculator (spec 002 §7: server-side methods, debounced 200 ms)', () => {
  it('sends the methods of one 200 ms round together, with the values as they are then', async () => {
    const { adapter, requests } = calculationServer();
    let values: Record<string, unknown> = { amount: 1 };
    const calculator = createFormMethodsCalculator(adapter, {
      target,
      fieldResults: () => values,
    });
    const first = calculator.calculate({ contextFieldPath: '/fields/1/defaultValue' });
    const row = calculator.calculate({
      contextFieldPath: '/fields/2/type/options/fieldsTemplate/0/defaultValue',
      rowIndexes: { items: 3 },
    });
    const again = calculator.calculate({ contextFieldPath: '/fields/1/defaultValue' });
    values = { amount: 2 };
    await vi.advanceTimersByTimeAsync(199);
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await expect(Promise.all([first, row, again])).resolves.toEqual([
      '/fields/1/defaultValue@{}',
      '/fields/2/type/options/fieldsTemplate/0/defaultValue@{"items":3}',
      '/fields/1/defaultValue@{}',
    ]);
    expect(requests).toEqual([
      {
        ...target,
        fieldResults: { amount: 2 },
        inputs: [
          { contextFieldPath: '/fields/1/defaultValue', methodId: '0' },
          {
            contextFieldPath: '/fields/2/type/options/fieldsTemplate/0/defaultValue',
            rowIndexes: { items: 3 },
            methodId: '1',
          },
        ],
      },
    ]);
  });

  it('asks again in the next round: answers are not cached', async () => {
    const { adapter, requests } = calculationServer();
    const calculator = createFormMethodsCalculator(adapter, { target, fieldResults: () => ({}) });
    const first = calculator.calculate({ contextFieldPath: '/fields/1/defaultValue' });
    await vi.advanceTimersByTimeAsync(200);
    await first;
    const second = calculator.calculate({ contextFieldPath: '/fields/1/defaultValue' });
    await vi.advanceTimersByTimeAsync(200);
    await second;
    expect(requests).toHaveLength(2);
  });

  it('rejects only the method the server could not compute, with its reason', async () => {
    const { adapter } = calculationServer();
    const calculator = createFormMethodsCalculator(adapter, { target, fieldResults: () => ({}) });
    const good = calculator.calculate({ contextFieldPath: '/fields/1/defaultValue' });
    const bad = calculator.calculate({ contextFieldPath: '/fields/9/defaultValue' });
    const failure = expect(bad).rejects.toMatchObject({
      name: 'ApiError',
      status: 422,
      errorType: 'methodNotAvailable',
    });
    await vi.advanceTimersByTimeAsync(200);
    await expect(good).resolves.toBe('/fields/1/defaultValue@{}');
    await failure;
  });

  it('rejects every method of a failed request, without a notification', async () => {
    const { adapter } = calculationServer({ failAll: true });
    const calculator = createFormMethodsCalculator(adapter, { target, fieldResults: () => ({}) });
    const failure = expect(
      calculator.calculate({ contextFieldPath: '/fields/1/defaultValue' }),
    ).rejects.toMatchObject({ status: 403 });
    await vi.advanceTimersByTimeAsync(200);
    await failure;
    expect(adapter.calls.at(-1)?.skipErrorNotification).toBe(true);
  });

  it('sends at most 100 methods a request', async () => {
    const { adapter, requests } = calculationServer();
    const calculator = createFormMethodsCalculator(adapter, { target, fieldResults: () => ({}) });
    const all = Array.from({ length: 150 }, (_, index) =>
      calculator.calculate({
        contextFieldPath: `/fields/1/defaultValue`,
        rowIndexes: { r: index },
      }),
    );
    await vi.advanceTimersByTimeAsync(200);
    await Promise.all(all);
    expect(requests.map((request) => request.inputs.length)).toEqual([100, 50]);
  });
});
