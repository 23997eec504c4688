import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../testing/openTestDatabase';
import {
  analysisVariable,
  type FormMethodsFixture,
  openFormMethodsFixture,
} from './formMethodsFixture';
import { resolveQrCode } from './resolveQrCode';

/**
 * The server's delegated methods (spec 001 §3.9, §3.13), computed through
 * `POST processes/calculate-methods` and in saves: values, and the person's column and record
 * access to what they read.
 */
describe.each(testDatabaseKinds)('delegated methods on %s', (kind) => {
  let fixture: FormMethodsFixture;

  beforeAll(async () => {
    fixture = await openFormMethodsFixture(kind);
  });

  afterAll(async () => {
    await fixture?.close();
  });

  /** Computes analysis-form methods for `who`, with `orderId` typed into the form. */
  const analyse = async (who: string, paths: readonly string[], orderId = '') => {
    const response = await fixture.api.call(who, 'POST', '/processes/calculate-methods', {
      processSettingsId: fixture.analysisProcessId,
      formId: fixture.analysisFormId,
      fieldResults: { orderId },
      inputs: paths.map((contextFieldPath) => ({ contextFieldPath })),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      data: { contextFieldPath: string; value: unknown }[];
      errors: { path: string; statusCode: number; errorType?: string; message: string }[];
    };
  };
  const computed = async (who: string, path: string, orderId = '') => {
    const answer = await analyse(who, [path], orderId);
    expect(answer.errors).toEqual([]);
    return answer.data[0]?.value;
  };

  it('aggregated_value: sum, average, max, min and count over the records the person may see', async () => {
    // The admin sees all three orders; the clerk's roles show only the two northern ones.
    expect(await computed('admin', analysisVariable('averageAmount'))).toBeCloseTo(1300 / 3, 10);
    expect(await computed('admin', analysisVariable('maxAmount'))).toBe(1000);
    expect(await computed('admin', analysisVariable('minAmount'))).toBe(100);
    expect(await computed('clerk', analysisVariable('averageAmount'))).toBe(150);
    expect(await computed('clerk', analysisVariable('maxAmount'))).toBe(200);
    expect(await computed('clerk', analysisVariable('minAmount'))).toBe(100);
    // A role the access rules do not name sees every record.
    expect(await computed('manager', analysisVariable('maxAmount'))).toBe(1000);
  });

  it('aggregated_value: a column the person may not see is not aggregated for them (403)', async () => {
    expect(await computed('admin', analysisVariable('maxMargin'))).toBe(100);
    const answer = await analyse('clerk', [analysisVariable('maxMargin')]);
    expect(answer.data).toEqual([]);
    expect(answer.errors).toEqual([
      expect.objectContaining({ path: '/inputs/0', statusCode: 403 }),
    ]);
  });

  it("aggregated_value: the filter reads the form's values (count of the orders of the typed region)", async () => {
    const count = async (who: string, region: string) => {
      const response = await fixture.api.call(who, 'POST', '/processes/calculate-methods', {
        processSettingsId: fixture.caseProcessId,
        formId: fixture.caseFormId,
        fieldResults: { region },
        inputs: [{ contextFieldPath: '/fields/2/defaultValue' }],
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data[0].value;
    };
    expect(await count('admin', 'north')).toBe(2);
    expect(await count('admin', 'south')).toBe(1);
    // The southern order exists, but not for the clerk.
    expect(await count('clerk', 'south')).toBe(0);
    expect(await count('clerk', 'west')).toBe(0);
  });

  it('get_external_record: the read values of the record, with the columns and records the person may see', async () => {
    const path = analysisVariable('order');
    expect(await computed('admin', path, fixture.south)).toMatchObject({
      $id: fixture.south,
      amount: 1000,
      region: 'south',
      customer: 'Gamma',
      margin: 100,
    });
    const forClerk = (await computed('clerk', path, fixture.northLarge)) as Record<string, unknown>;
    expect(forClerk).toMatchObject({ $id: fixture.northLarge, amount: 200, customer: 'Beta' });
    expect(forClerk).not.toHaveProperty('margin');
    // A record the clerk may not see is, for them, not there; so is an unknown or malformed id.
    expect(await computed('clerk', path, fixture.south)).toBeNull();
    expect(await computed('admin', path, '00000000-0000-4000-8000-000000000001')).toBeNull();
    expect(await computed('admin', path, 'not-an-id')).toBeNull();
    expect(await computed('admin', path, '')).toBeNull();
  });

  it('generated_qr_code: a PNG data URL of the computed text; none for an empty text', async () => {
    const qr = await computed('clerk', analysisVariable('qr'), 'ZAM/2026/7');
    expect(qr).toBe(await resolveQrCode({ text: 'ZAM/2026/7' }));
    expect(String(qr)).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(await computed('clerk', analysisVariable('qr'), '')).toBeNull();
    // Nested delegation: the QR code of a count, which itself honours the clerk's access.
    expect(await computed('clerk', analysisVariable('countQr'))).toBe(
      await resolveQrCode({ text: '2' }),
    );
    expect(await computed('admin', analysisVariable('countQr'))).toBe(
      await resolveQrCode({ text: '3' }),
    );
  });

  it('documents, code sequences and stored queries: 422 naming the missing feature', async () => {
    const answer = await analyse('admin', [
      analysisVariable('documentText'),
      analysisVariable('uploadedFile'),
      analysisVariable('codeSequence'),
      analysisVariable('pipelineQuery'),
      analysisVariable('maxAmount'),
    ]);
    expect(answer.data).toEqual([
      expect.objectContaining({ contextFieldPath: analysisVariable('maxAmount'), value: 1000 }),
    ]);
    expect(
      answer.errors.map(({ path, statusCode, errorType }) => [path, statusCode, errorType]),
    ).toEqual([
      ['/inputs/0', 422, 'methodNotAvailable'],
      ['/inputs/1', 422, 'methodNotAvailable'],
      ['/inputs/2', 422, 'methodNotAvailable'],
      ['/inputs/3', 422, 'methodNotAvailable'],
    ]);
    const messages = answer.errors.map((error) => error.message);
    expect(messages[0]).toContain('documents are not available in this version');
    expect(messages[1]).toContain('documents are not available in this version');
    expect(messages[2]).toContain('code sequences are not available');
    expect(messages[3]).toContain('stored queries');
  });

  it("a save recomputes aggregated_value defaults on the server, with the saver's access; a tampered value is ignored", async () => {
    const start = (who: string) =>
      fixture.api.call(who, 'POST', '/processes', {
        processSettingsId: fixture.caseProcessId,
        formId: fixture.caseFormId,
        fields: [
          { fieldId: 'region', value: 'north' },
          { fieldId: 'total', value: 1 },
          { fieldId: 'regionCount', value: 99 },
        ],
      });
    const byClerk = await start('clerk');
    expect(byClerk.statusCode, byClerk.body).toBe(201);
    expect(byClerk.json().data.dataRecord.data).toMatchObject({ region: 'north', total: 300 });
    const byAdmin = await start('admin');
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    expect(byAdmin.json().data.dataRecord.data).toMatchObject({ total: 1300 });

    // The manager continues the clerk's case after a new order: the defaults follow the data and
    // the saved region.
    const added = await fixture.api.call(
      'admin',
      'PUT',
      `/dataRecords/${fixture.ordersId}/record`,
      {
        fields: [
          { providerFieldId: 'amount', value: 50 },
          { providerFieldId: 'region', value: 'north' },
          { providerFieldId: 'customer', value: 'Delta' },
        ],
      },
    );
    expect(added.statusCode, added.body).toBe(200);
    const { process } = byClerk.json().data;
    const reviewed = await fixture.api.call('manager', 'PATCH', `/processes/${process.id}`, {
      formId: fixture.caseFormId,
      fields: [{ fieldId: 'region', value: 'north' }],
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json().data.dataRecord.data).toMatchObject({ total: 1350, regionCount: 3 });
    // Back to the fixture's data for the other tests.
    const removed = await fixture.api.call(
      'admin',
      'DELETE',
      `/dataRecords/${fixture.ordersId}/record/${added.json().data.id}`,
    );
    expect(removed.statusCode, removed.body).toBeLessThan(300);
  });

  it('a save of a form whose server-side method cannot be computed is refused with the reason', async () => {
    const response = await fixture.api.call('admin', 'POST', '/processes', {
      processSettingsId: fixture.analysisProcessId,
      formId: fixture.analysisFormId,
      fields: [{ fieldId: 'orderId', value: fixture.northSmall }],
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ errorType: 'methodNotAvailable' });
  });
});
