import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createApiErrorFromResponse,
  createFixtureAdapter,
  type FixtureRoutes,
} from '@tessera/client';
import { NewChoiceRecordDialog } from './NewChoiceRecordDialog';
import {
  createdCustomer,
  customersProvider,
  schemaDescriptionsAnswer,
} from './newChoiceRecordFixtures';

const recordRoute = `PUT dataRecords/${customersProvider.id}/record`;

/** A server answering the dialog after a short pause, so the loading and saving states show. */
const server = (routes: FixtureRoutes = {}) =>
  createFixtureAdapter(
    {
      'GET schema-descriptions': schemaDescriptionsAnswer,
      [recordRoute]: { data: createdCustomer({ name: 'Zofia Zielona' }) },
      ...routes,
    },
    { latencyMs: 400 },
  );

const meta = {
  title: 'Runtime/Forms/NewChoiceRecordDialog',
  component: NewChoiceRecordDialog,
  args: {
    open: true,
    request: {
      fieldId: 'customer',
      fromProviderId: customersProvider.id,
      valueAccess: { path: ['$id'] },
      presentValueAccess: { path: ['name'] },
      fields: ['name', 'city', 'employees', 'since', 'vip'],
      search: '',
      signal: new AbortController().signal,
    },
    adapter: server(),
    reportError: () => undefined,
    onClose: () => undefined,
  },
} satisfies Meta<typeof NewChoiceRecordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list select's new-record form: text, number, date and checkbox inputs, the name required. */
export const Default: Story = {};

/** The demo's lead form, after a search for a customer who is not there yet: the name starts with it. */
export const AfterSearch: Story = {
  args: { request: { ...meta.args.request, fields: ['name', 'city'], search: 'Zofia Ziel' } },
};

/** A computed column and an unknown id are listed as fields that cannot be filled in here. */
export const SkippedFields: Story = {
  args: { request: { ...meta.args.request, fields: ['name', 'label', 'gone'] } },
};

/** 'Dodaj' answers 422 for the town: the problem shows on it, the values stay. */
export const ServerRefusesAField: Story = {
  args: {
    adapter: server({
      [recordRoute]: () => {
        throw createApiErrorFromResponse(422, {
          statusCode: 422,
          errors: [{ path: '/fields/1/value', message: 'must be text' }],
        });
      },
    }),
  },
};

/** The provider's fields could not be loaded: a retry is offered. */
export const LoadFailed: Story = {
  args: {
    adapter: server({
      'GET schema-descriptions': () => {
        throw createApiErrorFromResponse(500, { statusCode: 500 });
      },
    }),
  },
};
