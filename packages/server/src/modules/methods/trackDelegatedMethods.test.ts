import { compileMethod, createEvaluationContext, createStaticHost } from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import { trackDelegatedMethods } from './trackDelegatedMethods';

const later = <T>(value: T, ms = 5) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('trackDelegatedMethods', () => {
  it('settles only once nested delegated methods (started after their inputs answer) have answered', async () => {
    const calls: string[] = [];
    const tracked = trackDelegatedMethods(
      createStaticHost({
        resolveDelegatedMethod: (method, _context, inputs) => {
          calls.push(method.type);
          return method.type === 'aggregated_value' ? later(2) : later(`QR:${String(inputs.text)}`);
        },
      }),
    );
    const method = compileMethod({
      type: 'generated_qr_code',
      text: { type: 'aggregated_value', fromProviderId: 'p', aggregation: 'count' },
    });
    let value: unknown;
    void Promise.resolve(method(createEvaluationContext({ host: tracked.host }))).then((result) => {
      value = result;
    });
    await tracked.settled();
    expect(calls).toEqual(['aggregated_value', 'generated_qr_code']);
    await Promise.resolve();
    expect(value).toBe('QR:2');
  });

  it('answers null for a failed method and keeps its error for the caller', async () => {
    const failure = new Error('documents are not available');
    const tracked = trackDelegatedMethods(
      createStaticHost({ resolveDelegatedMethod: () => Promise.reject(failure) }),
    );
    const answer = tracked.host.resolveDelegatedMethod(
      { type: 'uploaded_file', documentId: { type: 'no_value' } },
      createEvaluationContext({ host: tracked.host }),
      {},
    );
    await expect(answer).resolves.toBeNull();
    await tracked.settled();
    expect(tracked.failures).toEqual([failure]);
  });

  it('settles at once when nothing runs', async () => {
    const tracked = trackDelegatedMethods(createStaticHost());
    await expect(tracked.settled()).resolves.toBeUndefined();
    expect(tracked.failures).toEqual([]);
  });
});
