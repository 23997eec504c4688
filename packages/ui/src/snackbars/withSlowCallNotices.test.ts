import { createFixtureAdapter } from '@tessera/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSnackbarCenter } from './snackbarCenter';
import { withSlowCallNotices } from './withSlowCallNotices';

afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  vi.useFakeTimers();
  const snackbars = createSnackbarCenter();
  const ok = () => ({ ok: true });
  const adapter = withSlowCallNotices(
    createFixtureAdapter(
      { 'GET data': ok, 'PUT data': ok, 'POST files': ok },
      { latencyMs: 1500, uploadProgressSteps: 1 },
    ),
    snackbars,
  );
  return { snackbars, adapter };
}

describe('withSlowCallNotices (spec 000 §4, §9: slow-call snackbar after 1000 ms)', () => {
  it('shows the snackbar for a write still running after 1000 ms, and removes it when done', async () => {
    const { adapter, snackbars } = setup();
    const saving = adapter.request({ method: 'PUT', path: 'data', body: {} });
    await vi.advanceTimersByTimeAsync(999);
    expect(snackbars.getState()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2);
    expect(snackbars.getState().map((snackbar) => snackbar.message)).toEqual([
      'snackbars.slowCall',
    ]);
    await vi.advanceTimersByTimeAsync(600);
    await expect(saving).resolves.toEqual({ ok: true });
    expect(snackbars.getState()).toHaveLength(0);
  });

  it('shows it for a slow upload', async () => {
    const { adapter, snackbars } = setup();
    const uploading = adapter.upload({ path: 'files', body: {} });
    await vi.advanceTimersByTimeAsync(1001);
    expect(snackbars.getState()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(600);
    await uploading;
    expect(snackbars.getState()).toHaveLength(0);
  });

  it('leaves reads alone', async () => {
    const { adapter, snackbars } = setup();
    const reading = adapter.request({ method: 'GET', path: 'data' });
    await vi.advanceTimersByTimeAsync(1200);
    expect(snackbars.getState()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(400);
    await reading;
  });
});
