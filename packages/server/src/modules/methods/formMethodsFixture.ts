import type { FastifyInstance } from 'fastify';
import type { Database, DatabaseKind } from '../../database/database.types';
import { addTestRole } from '../../testing/addTestRole';
import { addTestUser, demoClientId } from '../../testing/addTestUser';
import { createTestApp } from '../../testing/createTestApp';
import { createTestCaller, type TestCaller } from '../../testing/createTestCaller';
import { openTestDatabase } from '../../testing/openTestDatabase';

/**
 * A small application whose forms use every delegated method type, for the integration tests of
 * the delegated-method resolver and the form calculation endpoints.
 *
 * - `orders` (manual): amount, region, customer, margin — three records: north 100 (margin 10),
 *   north 200 (margin 20), south 1000 (margin 100). The clerk role sees only north records and
 *   not the margin column; the manager role is not named by the access rules (sees everything).
 * - `cases` (process provider) with the case form: `region`; `total` (disabled, recomputed on
 *   each opening: the sum of order amounts); `regionCount` (likewise: the number of orders of the
 *   form's region); `orderId`; `order` (list select of an order by id, keeps the relation link);
 *   `byCustomer` (list select of an order by customer name, keeps the relation link).
 *   Process `cases`: start (clerk, manager) → review (manager only) → done.
 * - The analysis form (same provider) holds its methods as variables (see `analysisVariables`)
 *   and a repeating group `lines` whose row field `skuCode` defaults to the QR code of the row's
 *   `sku`. Process `analyses`: start (clerk, manager) → done.
 * - People: admin (client admin), clerk, manager, outsider (a role no process names).
 * @internal
 */
export interface FormMethodsFixture {
  readonly db: Database;
  readonly app: FastifyInstance;
  readonly api: TestCaller;
  readonly ordersId: string;
  readonly casesId: string;
  readonly caseFormId: string;
  readonly caseProcessId: string;
  readonly analysisFormId: string;
  readonly analysisProcessId: string;
  /** Order record ids. */
  readonly northSmall: string;
  readonly northLarge: string;
  readonly south: string;
  close(): Promise<void>;
}

/** The analysis form's variables, in order: `/variables/{index}/value` names each method. @internal */
export const analysisVariables = [
  'order',
  'qr',
  'maxMargin',
  'averageAmount',
  'maxAmount',
  'minAmount',
  'countQr',
  'documentText',
  'uploadedFile',
  'codeSequence',
  'pipelineQuery',
] as const;

/** The pointer of an analysis variable's method. @internal */
export const analysisVariable = (name: (typeof analysisVariables)[number]) =>
  `/variables/${analysisVariables.indexOf(name)}/value`;

const valueField = (id: string, type: string) => ({
  id,
  dbFieldName: id,
  name: id,
  status: 'active',
  type: 'value_field',
  fieldValue: { type },
});

const formField = (id: string, type: string, y: number, extra: object = {}) => ({
  id,
  name: id,
  label: id,
  status: 'active',
  type: { name: type, options: {} },
  layout: { x: 0, y, width: 6, height: 9 },
  ...extra,
});

const fieldValue = (fieldId: string) => ({ type: 'field_value_access', fieldId });

const orderSelect = (id: string, y: number, valuePath: string) =>
  formField(id, 'list_select', y, {
    keepsRelationLink: true,
    type: {
      name: 'list_select',
      options: {
        query: { fromProviderId: '{orders}' },
        valueAccess: { path: [valuePath] },
        presentValueAccess: { path: ['customer'] },
        allowMultipleChoice: false,
        allowAddingNewRecords: false,
        newRecordFormFields: [],
      },
    },
  });

/** Replaces the `{orders}` placeholder (the provider's id is known only once it is stored). */
function withOrders<T>(definition: T, ordersId: string): T {
  return JSON.parse(JSON.stringify(definition).replaceAll('{orders}', ordersId)) as T;
}

const aggregated = (aggregation: string, aggregateField?: string, filter?: object) => ({
  type: 'aggregated_value',
  fromProviderId: '{orders}',
  aggregation,
  ...(aggregateField === undefined ? {} : { aggregateField }),
  ...(filter === undefined ? {} : { filter }),
});

const missingId = '00000000-0000-4000-8000-000000000000';

const analysisMethods: Record<(typeof analysisVariables)[number], object> = {
  order: { type: 'get_external_record', providerId: '{orders}', recordId: fieldValue('orderId') },
  qr: { type: 'generated_qr_code', text: fieldValue('orderId') },
  maxMargin: aggregated('max', 'margin'),
  averageAmount: aggregated('average', 'amount'),
  maxAmount: aggregated('max', 'amount'),
  minAmount: aggregated('min', 'amount'),
  // Nested delegation: the QR code of a count.
  countQr: { type: 'generated_qr_code', text: aggregated('count') },
  documentText: { type: 'text_from_generated_document_template', documentTemplateId: missingId },
  uploadedFile: { type: 'uploaded_file', documentId: { type: 'manual', value: missingId } },
  codeSequence: { type: 'generated_code_sequence', codeSequenceId: missingId },
  pipelineQuery: { type: 'execute_pipeline_query', queryId: missingId },
};

/** Opens a fresh database with the fixture's application. @internal */
export async function openFormMethodsFixture(kind: DatabaseKind): Promise<FormMethodsFixture> {
  const db = await openTestDatabase(kind);
  const app = await createTestApp(db);
  const api = createTestCaller(app);
  const demo = await demoClientId(db);
  const clerk = await addTestRole(db, { clientId: demo, name: 'Referent' });
  const manager = await addTestRole(db, { clientId: demo, name: 'Kierownik' });
  const other = await addTestRole(db, { clientId: demo, name: 'Magazynier' });
  await addTestUser(db, { email: 'admin@example.com', clientId: demo, type: 'client_admin' });
  await addTestUser(db, { email: 'clerk@example.com', clientId: demo, roleIds: [clerk] });
  await addTestUser(db, { email: 'manager@example.com', clientId: demo, roleIds: [manager] });
  await addTestUser(db, { email: 'outsider@example.com', clientId: demo, roleIds: [other] });
  await api.login('admin', 'admin@example.com');
  await api.login('clerk', 'clerk@example.com');
  await api.login('manager', 'manager@example.com');
  await api.login('outsider', 'outsider@example.com');

  const put = async (url: string, body: object) => {
    const response = await api.call('admin', 'PUT', url, body);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    return response.json().data.id as string;
  };
  const ordersId = await put('/settings/dataProviders', {
    name: 'Zamówienia',
    type: 'manual',
    config: {
      fields: [
        valueField('amount', 'number'),
        valueField('region', 'text'),
        valueField('customer', 'text'),
        valueField('margin', 'number'),
      ],
    },
    access: [
      {
        roleIds: [clerk],
        columns: { type: 'limited', fieldIds: ['amount', 'region', 'customer'] },
        records: {
          type: 'matching',
          condition: {
            type: 'compare_value',
            leftValueAccess: { fieldId: 'region' },
            operator: 'equal',
            rightValue: { type: 'const', value: 'north' },
          },
        },
      },
    ],
  });
  const order = (values: Record<string, unknown>) =>
    put(`/dataRecords/${ordersId}/record`, {
      fields: Object.entries(values).map(([providerFieldId, value]) => ({
        providerFieldId,
        value,
      })),
    });
  const northSmall = await order({ amount: 100, region: 'north', customer: 'Alfa', margin: 10 });
  const northLarge = await order({ amount: 200, region: 'north', customer: 'Beta', margin: 20 });
  const south = await order({ amount: 1000, region: 'south', customer: 'Gamma', margin: 100 });

  const caseFields = ['region', 'total', 'regionCount', 'orderId', 'order', 'byCustomer'];
  const casesId = await put('/settings/dataProviders', {
    name: 'Sprawy',
    type: 'process',
    config: {
      fields: [
        valueField('region', 'text'),
        valueField('total', 'number'),
        valueField('regionCount', 'number'),
        valueField('orderId', 'text'),
        valueField('order', 'text'),
        valueField('byCustomer', 'text'),
      ],
    },
  });
  // Computed on every save: disabled (the client's value is ignored), never the saved value.
  const computed = { disabled: { type: 'constant', value: true }, ignoreSavedValue: true };
  const caseFormId = await put(
    '/settings/forms',
    withOrders(
      {
        name: 'Sprawa',
        fields: [
          formField('region', 'text', 0),
          formField('total', 'number', 9, {
            ...computed,
            defaultValue: aggregated('sum', 'amount'),
          }),
          formField('regionCount', 'number', 18, {
            ...computed,
            defaultValue: aggregated('count', undefined, {
              type: 'match_field',
              searchField: { type: 'own_field', fieldName: 'region' },
              matchKind: 'match',
              value: { type: 'compare_to_external_value', valueAccess: { fieldId: 'region' } },
            }),
          }),
          formField('orderId', 'text', 27),
          orderSelect('order', 36, '$id'),
          orderSelect('byCustomer', 45, 'customer'),
        ],
        binding: {
          dataProviderId: casesId,
          fields: Object.fromEntries(caseFields.map((id) => [id, id])),
        },
      },
      ordersId,
    ),
  );
  const analysisFormId = await put(
    '/settings/forms',
    withOrders(
      {
        name: 'Analiza',
        fields: [
          formField('orderId', 'text', 0),
          formField('lines', 'repeating_group', 9, {
            type: {
              name: 'repeating_group',
              options: {
                fieldsTemplate: [
                  formField('sku', 'text', 0),
                  formField('skuCode', 'text', 0, {
                    defaultValue: {
                      type: 'generated_qr_code',
                      text: {
                        type: 'field_value_access',
                        fieldId: 'lines',
                        path: [{ type: 'relative_position' }, 'sku'],
                      },
                    },
                  }),
                ],
              },
            },
          }),
        ],
        variables: analysisVariables.map((id) => ({ id, name: id, value: analysisMethods[id] })),
        binding: { dataProviderId: casesId, fields: { orderId: 'orderId' } },
      },
      ordersId,
    ),
  );
  const caseProcessId = await put('/settings/processes', {
    name: 'Sprawy',
    type: 'diagram',
    dataProviderId: casesId,
    defaultStartingStepId: 'start',
    steps: [
      {
        id: 'start',
        name: 'Start',
        action: {
          type: 'start',
          trigger: { type: 'form', formId: caseFormId, roleIds: [clerk, manager] },
        },
      },
      {
        id: 'review',
        name: 'Przegląd',
        action: { type: 'enterForm', formId: caseFormId, roleIds: [manager] },
      },
      { id: 'done', name: 'Koniec', action: { type: 'finish' } },
    ],
    routes: [
      { id: 'r1', name: 'Do przeglądu', order: 1, from: 'start', to: 'review' },
      { id: 'r2', name: 'Koniec', order: 1, from: 'review', to: 'done' },
    ],
  });
  const analysisProcessId = await put('/settings/processes', {
    name: 'Analizy',
    type: 'diagram',
    dataProviderId: casesId,
    defaultStartingStepId: 'start',
    steps: [
      {
        id: 'start',
        name: 'Start',
        action: {
          type: 'start',
          trigger: { type: 'form', formId: analysisFormId, roleIds: [clerk, manager] },
        },
      },
      { id: 'done', name: 'Koniec', action: { type: 'finish' } },
    ],
    routes: [{ id: 'r1', name: 'Koniec', order: 1, from: 'start', to: 'done' }],
  });

  return {
    db,
    app,
    api,
    ordersId,
    casesId,
    caseFormId,
    caseProcessId,
    analysisFormId,
    analysisProcessId,
    northSmall,
    northLarge,
    south,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
