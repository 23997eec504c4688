import {
  ApiError,
  createApiErrorFromResponse,
  createFixtureAdapter,
  type FixtureRoutes,
  type FormPreload,
} from '@tessera/client';
import { createFormStore, createStaticHost, type FormDefinition } from '@tessera/engine';
import { describe, expect, it, vi } from 'vitest';
import { createIdempotencyKeys } from './createIdempotencyKeys';
import {
  enteredOfferPreload,
  newOfferPreload,
  offerForm,
  processItem,
  recordItem,
} from './processFormFixtures';
import { type ProcessFormSaveEffects, saveProcessForm } from './saveProcessForm';
import { testRegistry } from './testRegistry';

const saved = {
  data: { process: processItem, dataRecord: recordItem, listenerOutputs: [], actionOutputs: [] },
};

function setup(preload: FormPreload, routes: FixtureRoutes, urlQuery = {}) {
  const host = createStaticHost();
  const store = createFormStore(preload.form, {
    registry: testRegistry,
    host,
    savedValues: preload.savedValues,
    urlQuery,
  });
  const adapter = createFixtureAdapter(routes);
  const log: string[] = [];
  const effects: ProcessFormSaveEffects = {
    setSaving: vi.fn((saving: boolean) => log.push(`saving:${saving}`)),
    validate: vi.fn(() => {
      log.push('validate');
      return store.validate();
    }),
    showServerProblems: vi.fn((problems) => {
      store.setExternalProblems(problems);
    }),
    notify: vi.fn((notification) => log.push(`notify:${notification.title}`)),
    reportError: vi.fn(),
    showStaleRecord: vi.fn(),
    forgetChanges: vi.fn(() => log.push('forget')),
    leave: vi.fn((target) =>
      log.push(`leave:${target === null ? 'back' : JSON.stringify(target)}`),
    ),
  };
  const keys = createIdempotencyKeys();
  const save = () =>
    saveProcessForm(
      {
        adapter,
        preload,
        store,
        registry: testRegistry,
        host,
        appBasePath: '/demo',
        urlQuery,
        idempotencyKeys: keys,
        delayMs: 0,
      },
      effects,
    );
  return { store, adapter, effects, log, save };
}

const fill = (store: {
  setValue(id: string, value: unknown): void;
  setRowValue(...a: [string, number, string, unknown]): void;
}) => {
  store.setValue('power', 8);
  store.setRowValue('products', 0, 'productName', 'Panel');
};

describe('the save sequence (spec 002 §4), in order', () => {
  it('"saving flag on, short delay, validate; if invalid, optional invalid-form notification" — nothing sent', async () => {
    const { save, adapter, log } = setup(newOfferPreload(), { 'POST processes': saved });
    await expect(save()).resolves.toBe('invalid');
    expect(log).toEqual([
      'saving:true',
      'validate',
      'notify:forms.screen.validationFailed',
      'saving:false',
    ]);
    expect(adapter.calls).toHaveLength(0);
  });

  it('"only active, writable field results are sent": a start form starts its process', async () => {
    const { save, adapter, store, log } = setup(
      newOfferPreload(),
      { 'POST processes': saved },
      { source: 'www' },
    );
    fill(store);
    await expect(save()).resolves.toBe('saved');
    expect(adapter.calls[0]).toMatchObject({
      method: 'POST',
      path: 'processes',
      skipErrorNotification: true,
      body: {
        processSettingsId: 'ps-1',
        formId: 'f-offer',
        urlQueryParams: { source: 'www' },
        fields: [
          { fieldId: 'power', value: 8 },
          { fieldId: 'unitPrice', value: 4000 },
          { fieldId: 'wantsSubsidy', value: false },
          { fieldId: 'source', value: 'www' },
          { fieldId: 'products', value: [{ productName: 'Panel', quantity: null }] },
        ],
      },
    });
    expect((adapter.calls[0] as { headers?: Record<string, string> }).headers).toEqual({
      'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // "After save: redirect if configured, else success notice and return to the previous route."
    expect(log).toEqual([
      'saving:true',
      'validate',
      'forget',
      'notify:notifications.success',
      'saving:false',
      'leave:back',
    ]);
  });

  it('a later form saves the process with the record version it opened', async () => {
    const { save, adapter, store } = setup(enteredOfferPreload(), {
      'PATCH processes/:id': saved,
    });
    fill(store);
    await save();
    expect(adapter.calls[0]).toMatchObject({
      method: 'PATCH',
      path: 'processes/p-1',
      body: { formId: 'f-offer', version: 7 },
    });
    expect(adapter.calls[0]?.body).not.toHaveProperty('urlQueryParams');
  });

  it('"redirect if configured": to the form the save button leads to, no success notice', async () => {
    const form: FormDefinition = {
      ...offerForm,
      layout: {
        saveButton: {
          redirect: {
            type: 'form',
            formId: 'f-sign',
            recordIdValue: { type: 'current_record_id' },
          },
        },
      },
    };
    const { save, store, log } = setup(newOfferPreload(form), { 'POST processes': saved });
    fill(store);
    await save();
    expect(log).toContain('leave:{"type":"app","path":"/demo/forms/f-sign/enter?processId=p-1"}');
    expect(log).not.toContain('notify:notifications.success');
  });

  it("server 422: its problems go on the fields like the form's own, nothing is left", async () => {
    const { save, store, effects } = setup(newOfferPreload(), {
      'POST processes': () => {
        throw createApiErrorFromResponse(422, {
          errors: [
            {
              path: '/fields/products/0/productName',
              code: 'validations.unique',
              params: { fieldValue: 'Panel' },
            },
          ],
        });
      },
    });
    fill(store);
    await expect(save()).resolves.toBe('rejected');
    expect(store.getState().field('products')?.problems).toEqual([
      {
        path: 'products[0].productName',
        messageKey: 'validations.unique',
        params: { fieldValue: 'Panel' },
      },
    ]);
    expect(effects.notify).toHaveBeenCalledWith({
      intent: 'error',
      title: 'forms.screen.validationFailed',
    });
    expect(effects.leave).not.toHaveBeenCalled();
    expect(effects.forgetChanges).not.toHaveBeenCalled();
  });

  it('409 staleRecordVersion: the person is told and offered a reload', async () => {
    const { save, store, effects } = setup(enteredOfferPreload(), {
      'PATCH processes/:id': () => {
        throw createApiErrorFromResponse(409, { errorType: 'staleRecordVersion' });
      },
    });
    fill(store);
    await expect(save()).resolves.toBe('stale');
    expect(effects.showStaleRecord).toHaveBeenCalledOnce();
    expect(effects.reportError).not.toHaveBeenCalled();
  });

  it('409 processFinished: a warning', async () => {
    const { save, store, effects } = setup(enteredOfferPreload(), {
      'PATCH processes/:id': () => {
        throw createApiErrorFromResponse(409, { errorType: 'processFinished' });
      },
    });
    fill(store);
    await save();
    expect(effects.notify).toHaveBeenCalledWith({
      intent: 'warning',
      title: 'forms.screen.processFinished',
    });
  });

  it('"provider mismatch between form and process: record-not-found notice, then go to previous route"', async () => {
    const { save, store, log } = setup(enteredOfferPreload(), {
      'PATCH processes/:id': () => {
        throw createApiErrorFromResponse(422, { errorType: 'providerMismatch' });
      },
    });
    fill(store);
    await expect(save()).resolves.toBe('recordGone');
    expect(log.slice(-4)).toEqual([
      'notify:notifications.recordNotFound',
      'forget',
      'saving:false',
      'leave:back',
    ]);
  });

  it("403 and other failures take the app's usual handling", async () => {
    const forbidden = new ApiError({ status: 403 });
    const { save, store, effects } = setup(newOfferPreload(), {
      'POST processes': () => {
        throw forbidden;
      },
    });
    fill(store);
    await expect(save()).resolves.toBe('failed');
    expect(effects.reportError).toHaveBeenCalledWith(forbidden);
  });

  it('a retry of an attempt that got no answer sends the same Idempotency-Key; a new attempt a new one', async () => {
    let answer: () => unknown = () => {
      throw new ApiError({ status: 0, code: 'network' });
    };
    const { save, store, adapter } = setup(newOfferPreload(), { 'POST processes': () => answer() });
    fill(store);
    await save();
    await save();
    const keyOf = (index: number) =>
      (adapter.calls[index] as { headers?: Record<string, string> }).headers?.['Idempotency-Key'];
    expect(keyOf(1)).toBe(keyOf(0));
    store.setValue('power', 9);
    answer = () => saved;
    await save();
    expect(keyOf(2)).not.toBe(keyOf(0));
  });
});
