import { createStaticHost, type SaveRedirect } from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import { resolveSaveRedirect, type SaveRedirectInput } from './resolveSaveRedirect';

const input: SaveRedirectInput = {
  host: createStaticHost({ appBaseUrl: 'https://tessera.example/demo' }),
  appBasePath: '/demo',
  values: { power: 8, customer: 'c-7' },
  variables: {},
  urlQuery: { source: 'www' },
  processId: 'p-1',
  listenerOutputs: [
    {
      listenerId: 'l-1',
      actionOutputs: [{ actionId: 'a-1', type: 'record_created', recordId: 'p-9' }],
    },
  ],
};

describe('resolveSaveRedirect (spec 002 §3 save redirect)', () => {
  it('no redirect configured: none', async () => {
    await expect(resolveSaveRedirect(undefined, input)).resolves.toBeNull();
  });

  it('"to a form": a new one, with its url parameters, as an app path', async () => {
    const redirect: SaveRedirect = {
      type: 'form',
      formId: 'f-next',
      urlParameters: [{ name: 'power', value: { type: 'field_value_access', fieldId: 'power' } }],
    };
    await expect(resolveSaveRedirect(redirect, input)).resolves.toEqual({
      type: 'app',
      path: '/demo/forms/f-next/new?power=8',
    });
  });

  it('"to a form" entering the saved process: current_record_id is the process', async () => {
    const redirect: SaveRedirect = {
      type: 'form',
      formId: 'f-offer',
      recordIdValue: { type: 'current_record_id' },
    };
    await expect(resolveSaveRedirect(redirect, input)).resolves.toEqual({
      type: 'app',
      path: '/demo/forms/f-offer/enter?processId=p-1',
    });
  });

  it('"retrieveFromListenerId": the record the listener\'s action created', async () => {
    const redirect: SaveRedirect = { type: 'form', formId: 'f-x', retrieveFromListenerId: 'l-1' };
    await expect(resolveSaveRedirect(redirect, input)).resolves.toEqual({
      type: 'app',
      path: '/demo/forms/f-x/enter?processId=p-9',
    });
  });

  it('"to a url": an app path stays in the app, http(s) leaves it, anything else is refused', async () => {
    const to = (value: string): SaveRedirect => ({ type: 'url', url: { type: 'manual', value } });
    await expect(resolveSaveRedirect(to('/demo/views/leady'), input)).resolves.toEqual({
      type: 'app',
      path: '/demo/views/leady',
    });
    await expect(resolveSaveRedirect(to('https://example.com/x'), input)).resolves.toEqual({
      type: 'external',
      url: 'https://example.com/x',
    });
    await expect(resolveSaveRedirect(to('javascript:alert(1)'), input)).resolves.toBeNull();
    await expect(resolveSaveRedirect(to('//evil.example'), input)).resolves.toBeNull();
  });

  it('"conditionally": the first choice whose condition holds; none holding, no redirect', async () => {
    const redirect = (value: number): SaveRedirect => ({
      type: 'conditional',
      choices: [
        {
          condition: {
            type: 'compare_value',
            leftValueAccess: { fieldId: 'power' },
            operator: 'greater_than',
            rightValue: { type: 'const', value },
          },
          redirect: { type: 'url', url: { type: 'manual', value: '/demo/big' } },
        },
      ],
    });
    await expect(resolveSaveRedirect(redirect(5), input)).resolves.toEqual({
      type: 'app',
      path: '/demo/big',
    });
    await expect(resolveSaveRedirect(redirect(50), input)).resolves.toBeNull();
  });

  it('a redirect that cannot be computed is no redirect (the save succeeded)', async () => {
    const broken = { type: 'url', url: { type: 'no_such_method' } } as unknown as SaveRedirect;
    await expect(resolveSaveRedirect(broken, input)).resolves.toBeNull();
  });
});
