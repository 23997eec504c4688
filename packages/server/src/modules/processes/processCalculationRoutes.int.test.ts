import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../testing/openTestDatabase';
import {
  analysisVariable,
  type FormMethodsFixture,
  openFormMethodsFixture,
} from '../methods/formMethodsFixture';
import { resolveQrCode } from '../methods/resolveQrCode';

/**
 * `POST processes/calculate-methods` and `POST processes/calculate-relations` (spec 001 §7, 002
 * §7): only for a form the person may enter, methods named by their place in the stored form,
 * the person's values replayed through it.
 */
describe.each(testDatabaseKinds)('form calculations on %s', (kind) => {
  let fixture: FormMethodsFixture;
  /** A case the clerk started: it waits at the manager's review step. */
  let caseId: string;

  beforeAll(async () => {
    fixture = await openFormMethodsFixture(kind);
    const started = await fixture.api.call('clerk', 'POST', '/processes', {
      processSettingsId: fixture.caseProcessId,
      formId: fixture.caseFormId,
      fields: [
        { fieldId: 'region', value: 'north' },
        { fieldId: 'order', value: fixture.northSmall },
      ],
    });
    expect(started.statusCode, started.body).toBe(201);
    caseId = started.json().data.process.id;
  });

  afterAll(async () => {
    await fixture?.close();
  });

  const caseForm = (extra: object = {}) => ({
    processSettingsId: fixture.caseProcessId,
    formId: fixture.caseFormId,
    fieldResults: { region: 'north' },
    ...extra,
  });
  const methods = (who: string, body: object) =>
    fixture.api.call(who, 'POST', '/processes/calculate-methods', body);
  const relations = (who: string, body: object) =>
    fixture.api.call(who, 'POST', '/processes/calculate-relations', body);

  describe('calculate-methods', () => {
    it('computes the stored method at each path, in input order, echoing methodId', async () => {
      const response = await methods(
        'clerk',
        caseForm({
          inputs: [
            { contextFieldPath: '/fields/1/defaultValue', methodId: 'total' },
            { contextFieldPath: '/fields/2/defaultValue' },
          ],
        }),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        data: [
          { contextFieldPath: '/fields/1/defaultValue', methodId: 'total', value: 300 },
          { contextFieldPath: '/fields/2/defaultValue', value: 2 },
        ],
        errors: [],
      });
    });

    it('replays the values through the form: a running process starts from its saved values', async () => {
      // The manager may enter the case at its review step; the saved region is north.
      const response = await methods('manager', {
        processSettingsId: fixture.caseProcessId,
        processId: caseId,
        formId: fixture.caseFormId,
        fieldResults: {},
        inputs: [{ contextFieldPath: '/fields/2/defaultValue' }],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data[0].value).toBe(2);
    });

    it('computes a method of a repeating group for the row the input names', async () => {
      const pointer = '/fields/1/type/options/fieldsTemplate/1/defaultValue';
      const body = (rowIndexes?: object) => ({
        processSettingsId: fixture.analysisProcessId,
        formId: fixture.analysisFormId,
        fieldResults: { lines: [{ sku: 'A-1' }, { sku: 'B-2' }] },
        inputs: [{ contextFieldPath: pointer, ...(rowIndexes ? { rowIndexes } : {}) }],
      });
      const second = await methods('clerk', body({ lines: 1 }));
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json().data[0].value).toBe(await resolveQrCode({ text: 'B-2' }));

      const unnamed = await methods('clerk', body());
      expect(unnamed.statusCode).toBe(422);
      expect(unnamed.json().errors).toEqual([
        { path: '/inputs/0/rowIndexes', message: expect.stringContaining('lines') },
      ]);
      const missingRow = await methods('clerk', body({ lines: 2 }));
      expect(missingRow.statusCode).toBe(422);
      expect(missingRow.json().errors[0].path).toBe('/inputs/0/rowIndexes/lines');
      const otherGroup = await methods(
        'clerk',
        caseForm({
          inputs: [{ contextFieldPath: '/fields/1/defaultValue', rowIndexes: { x: 0 } }],
        }),
      );
      expect(otherGroup.statusCode).toBe(422);
      expect(otherGroup.json().errors[0].path).toBe('/inputs/0/rowIndexes/x');
    });

    it('answers 422 with pointers for paths that name no method of the form', async () => {
      const response = await methods(
        'clerk',
        caseForm({
          inputs: [
            { contextFieldPath: 'fields/1/defaultValue' },
            { contextFieldPath: '/fields/99/defaultValue' },
            { contextFieldPath: '/fields/1' },
            { contextFieldPath: '/fields/1/defaultValue/fromProviderId' },
            { contextFieldPath: '/fields/1/defaultValue' },
          ],
        }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([
        { path: '/inputs/0/contextFieldPath', message: 'is not a JSON pointer' },
        { path: '/inputs/1/contextFieldPath', message: 'names nothing in the form' },
        { path: '/inputs/2/contextFieldPath', message: 'is not a method of the form' },
        { path: '/inputs/3/contextFieldPath', message: 'is not a method of the form' },
      ]);
    });

    it('answers 422 for values the form does not take and for malformed bodies', async () => {
      const unknownField = await methods(
        'clerk',
        caseForm({
          fieldResults: { nope: 1, total: 'text' },
          inputs: [{ contextFieldPath: '/fields/1/defaultValue' }],
        }),
      );
      expect(unknownField.statusCode).toBe(422);
      expect(unknownField.json().errors).toEqual([
        expect.objectContaining({ path: '/fieldResults/nope' }),
      ]);
      const noInputs = await methods('clerk', caseForm({ inputs: [] }));
      expect(noInputs.statusCode).toBe(422);
      const definition = await methods(
        'clerk',
        caseForm({ inputs: [{ contextFieldPath: '/fields/1/defaultValue', method: {} }] }),
      );
      expect(definition.statusCode).toBe(422);
      expect(definition.json().errors[0].path).toBe('/inputs/0/method');
    });

    it('403 for a person who may not enter the form; 404 and 422 for unknown processes and settings', async () => {
      const inputs = [{ contextFieldPath: '/fields/1/defaultValue' }];
      expect((await methods('outsider', caseForm({ inputs }))).statusCode).toBe(403);
      // The case waits at the manager's step: the clerk who started it may not enter it now.
      const atReview = {
        processSettingsId: fixture.caseProcessId,
        processId: caseId,
        formId: fixture.caseFormId,
        fieldResults: {},
        inputs,
      };
      expect((await methods('clerk', atReview)).statusCode).toBe(403);
      expect((await methods('admin', atReview)).statusCode).toBe(200);
      const otherSettings = await methods('manager', {
        ...atReview,
        processSettingsId: fixture.analysisProcessId,
      });
      expect(otherSettings.statusCode).toBe(422);
      expect(otherSettings.json().errors[0].path).toBe('/processSettingsId');
      const unknown = await methods('manager', {
        ...atReview,
        processId: '00000000-0000-4000-8000-000000000009',
      });
      expect(unknown.statusCode).toBe(404);
      // A form the process does not offer at its start.
      const notOffered = await methods('clerk', {
        ...caseForm({ inputs }),
        formId: fixture.analysisFormId,
      });
      expect(notOffered.statusCode).toBe(403);
    });

    it('computes pure methods too: the whole method, nested methods included, from the form', async () => {
      const response = await methods('clerk', {
        processSettingsId: fixture.analysisProcessId,
        formId: fixture.analysisFormId,
        fieldResults: { orderId: fixture.northLarge },
        inputs: [{ contextFieldPath: `${analysisVariable('order')}/recordId` }],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data[0].value).toBe(fixture.northLarge);
    });
  });

  describe('calculate-relations', () => {
    it('answers the record each relation-keeping field chose, as far as the person may see it', async () => {
      const response = await relations(
        'clerk',
        caseForm({ fieldResults: { order: fixture.northLarge, byCustomer: 'Alfa' } }),
      );
      expect(response.statusCode, response.body).toBe(200);
      const { data, relations: related } = response.json();
      expect(data).toEqual([
        {
          fieldId: 'order',
          connectionId: fixture.northLarge,
          record: {
            id: fixture.northLarge,
            providerId: fixture.ordersId,
            data: { amount: 200, region: 'north', customer: 'Beta' },
            createdAt: expect.any(String),
          },
        },
        {
          fieldId: 'byCustomer',
          connectionId: fixture.northSmall,
          record: expect.objectContaining({ id: fixture.northSmall }),
        },
      ]);
      expect(related.dataProviders).toEqual([
        expect.objectContaining({
          id: fixture.ordersId,
          fields: expect.not.arrayContaining([expect.objectContaining({ id: 'margin' })]),
        }),
      ]);
    });

    it('a record the person may not see, or no choice, links to nothing', async () => {
      const hidden = await relations(
        'clerk',
        caseForm({ fieldResults: { order: fixture.south, byCustomer: 'Gamma' } }),
      );
      expect(hidden.statusCode, hidden.body).toBe(200);
      expect(hidden.json().data).toEqual([
        { fieldId: 'order', connectionId: null, record: null },
        { fieldId: 'byCustomer', connectionId: null, record: null },
      ]);
      const shown = await relations('admin', caseForm({ fieldResults: { order: fixture.south } }));
      expect(shown.json().data[0]).toMatchObject({
        connectionId: fixture.south,
        record: { data: { margin: 100 } },
      });
      const empty = await relations('clerk', caseForm({ fieldResults: {} }));
      expect(empty.json().data).toEqual([
        { fieldId: 'order', connectionId: null, record: null },
        { fieldId: 'byCustomer', connectionId: null, record: null },
      ]);
    });

    it('a running process links what its record saved', async () => {
      const response = await relations('manager', {
        processSettingsId: fixture.caseProcessId,
        processId: caseId,
        formId: fixture.caseFormId,
        fieldResults: {},
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data[0]).toMatchObject({
        fieldId: 'order',
        connectionId: fixture.northSmall,
      });
    });

    it('403 for a person who may not enter the form; 422 for values the form does not take', async () => {
      expect((await relations('outsider', caseForm())).statusCode).toBe(403);
      const atReview = {
        processSettingsId: fixture.caseProcessId,
        processId: caseId,
        formId: fixture.caseFormId,
        fieldResults: {},
      };
      expect((await relations('clerk', atReview)).statusCode).toBe(403);
      const bad = await relations('clerk', caseForm({ fieldResults: { nope: 1 } }));
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors[0].path).toBe('/fieldResults/nope');
    });
  });
});
