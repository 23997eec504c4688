import { type CalculateFormMethodsRequest, createFixtureAdapter } from '@tessera/client';
import { createTestUser } from '@tessera/client/testing';
import type { FormDefinition, FormField } from '@tessera/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openProcessFormStore } from './openProcessFormStore';
import { enteredOfferPreload, newOfferPreload, offerForm } from './processFormFixtures';
import { testRegistry } from './testRegistry';

// The offer form with a server-side method: a QR code of the installation's power.
const offerCode = {
  id: 'offerCode',
  name: 'offerCode',
  label: 'Kod oferty',
  status: 'active',
  type: { name: 'text', options: {} },
  layout: { x: 0, y: 60, width: 4, height: 9 },
  defaultValue: {
    type: 'generated_qr_code',
    text: { type: 'field_value_access', fieldId: 'power' },
  },
} as FormField;
const form: FormDefinition = { ...offerForm, fields: [...offerForm.fields, offerCode] };

function calculationServer() {
  const requests: CalculateFormMethodsRequest[] = [];
  const adapter = createFixtureAdapter({
    'POST processes/calculate-methods': ({ body }) => {
      const request = body as CalculateFormMethodsRequest;
      requests.push(request);
      return {
        data: request.inputs.map((input) => ({
          ...input,
          value: `QR(${String(request.fieldResults.power)})`,
        })),
        errors: [],
      };
    },
  });
  return { adapter, requests };
}

const open = (preload = newOfferPreload(form), adapter = calculationServer().adapter) =>
  openProcessFormStore({
    preload,
    user: createTestUser(),
    clientKey: 'demo',
    adapter,
    registry: testRegistry,
    urlQuery: {},
    origin: 'https://app.example.pl',
  });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('openProcessFormStore: server-side methods are computed by the server (spec 002 §7)', () => {
  it('asks for a method by its place in the stored form, with the values a save would send', async () => {
    const { adapter, requests } = calculationServer();
    const { store } = open(newOfferPreload(form), adapter);
    store.setValue('power', 8);
    await vi.advanceTimersByTimeAsync(200);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      processSettingsId: 'ps-1',
      formId: 'f-offer',
      inputs: [
        { contextFieldPath: `/fields/${offerForm.fields.length}/defaultValue`, methodId: '0' },
      ],
      fieldResults: { power: 8, unitPrice: 4000 },
    });
    // Disabled fields are the server's to compute: they are not sent.
    expect(requests[0]?.fieldResults).not.toHaveProperty('price');
    expect(requests[0]).not.toHaveProperty('processId');
    expect(store.getState().value('offerCode')).toBe('QR(8)');
  });

  it('names the running process once there is one', async () => {
    const { adapter, requests } = calculationServer();
    open(enteredOfferPreload(form), adapter);
    await vi.advanceTimersByTimeAsync(200);
    expect(requests[0]).toMatchObject({ processId: 'p-1', formId: 'f-offer' });
  });

  it('leaves the field empty when the server cannot compute it', async () => {
    const adapter = createFixtureAdapter({
      'POST processes/calculate-methods': () => ({
        data: [],
        errors: [
          {
            path: '/inputs/0',
            contextFieldPath: `/fields/${offerForm.fields.length}/defaultValue`,
            methodId: '0',
            statusCode: 403,
            message: 'forbidden',
          },
        ],
      }),
    });
    const { store } = open(newOfferPreload(form), adapter);
    await vi.advanceTimersByTimeAsync(200);
    expect(store.getState().value('offerCode')).toBeNull();
    expect(store.getState().field('offerCode')?.pending).toBe(false);
  });
});
