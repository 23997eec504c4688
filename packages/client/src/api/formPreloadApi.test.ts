import type { FormDefinition } from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import { createApiErrorFromResponse } from '../apiError';
import { createFixtureAdapter } from '../createFixtureAdapter';
import { preloadForm } from './formPreloadApi';

const form: FormDefinition = { id: 'f-offer', name: 'Oferta', fields: [] };
const answer = {
  data: {
    form,
    processSettings: { id: 'ps-1', name: 'Sprzedaż', type: 'options' },
    process: null,
    dataRecord: null,
    savedValues: {},
    readOnly: false,
  },
  relations: { dataProviders: [{ id: 'prov', name: 'Instalacje', fields: [] }] },
};

describe('preloadForm (POST commands/forContext, type formPreload — spec 002 §7)', () => {
  it('opens a start form without a process and reads the providers from the relations', async () => {
    const adapter = createFixtureAdapter({ 'POST commands/forContext': answer });
    const preload = await preloadForm(adapter, { formId: 'f-offer' });
    expect(adapter.calls[0]?.body).toEqual({ type: 'formPreload', formId: 'f-offer' });
    expect(preload.form).toEqual(form);
    expect(preload.dataProviders).toEqual([{ id: 'prov', name: 'Instalacje', fields: [] }]);
  });

  it('names the process to continue', async () => {
    const adapter = createFixtureAdapter({ 'POST commands/forContext': answer });
    await preloadForm(adapter, { formId: 'f-offer', processId: 'p-1' });
    expect(adapter.calls[0]?.body).toEqual({
      type: 'formPreload',
      formId: 'f-offer',
      process: { id: 'p-1' },
    });
  });

  it('passes authorizeBy on with the process', async () => {
    const adapter = createFixtureAdapter({ 'POST commands/forContext': answer });
    await preloadForm(adapter, { formId: 'f-offer', processId: 'p-1', authorizeBy: 'link-7' });
    expect(adapter.calls[0]?.body).toMatchObject({ process: { id: 'p-1', authorizeBy: 'link-7' } });
  });

  it('answers empty saved values and providers when the server leaves them out', async () => {
    const { savedValues: _saved, ...data } = answer.data;
    const adapter = createFixtureAdapter({ 'POST commands/forContext': { data } });
    const preload = await preloadForm(adapter, { formId: 'f-offer' });
    expect(preload.savedValues).toEqual({});
    expect(preload.dataProviders).toEqual([]);
  });

  it('rejects with the server answer (404 for an unknown form)', async () => {
    const adapter = createFixtureAdapter({
      'POST commands/forContext': () => {
        throw createApiErrorFromResponse(404, { statusCode: 404, message: 'Form not found' });
      },
    });
    await expect(preloadForm(adapter, { formId: 'x' })).rejects.toMatchObject({ status: 404 });
  });
});
