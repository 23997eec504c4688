import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import {
  ApiError,
  createApiErrorFromResponse,
  createFixtureAdapter,
  type FixtureRoutes,
  type FormPreload,
} from '@tessera/client';
import { createTestUser } from '@tessera/client/testing';
import { createI18n } from '@tessera/i18n';
import {
  createUnsavedChangesRegistry,
  type SnackbarInput,
  UnsavedChangesProvider,
} from '@tessera/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { registerPluginMessages } from '../plugins';
import { FormPageContent } from './FormPage';
import { readFormQuery } from './formPaths';
import type { FormScreenServices } from './formScreenServices';
import { createNavigationTrail } from './navigationTrail';
import {
  enteredOfferPreload,
  newOfferPreload,
  offerForm,
  processItem,
  recordItem,
} from './processFormFixtures';

// The form page's logic against the fixture adapter: opening a form, the save sequence and
// where the page goes afterwards (spec 002 §2, §4, §8).

const i18n = createI18n({ language: 'pl' });
registerPluginMessages(i18n);

const saved = {
  data: { process: processItem, dataRecord: recordItem, listenerOutputs: [], actionOutputs: [] },
};
const preloadAnswer = (preload: FormPreload) => () => {
  const { dataProviders, ...data } = preload;
  return { data, relations: { dataProviders } };
};

interface OpenOptions {
  readonly routes: FixtureRoutes;
  readonly href?: string;
  readonly formId?: string;
  readonly user?: ReturnType<typeof createTestUser>;
  /** Pages shown before the form, oldest first. */
  readonly trail?: readonly string[];
}

function open({
  routes,
  href = '/demo/forms/f-offer/new',
  formId = 'f-offer',
  user = createTestUser(),
  trail: visited = [],
}: OpenOptions) {
  const adapter = createFixtureAdapter(routes);
  const trail = createNavigationTrail();
  for (const page of [...visited, href]) trail.visit(page);
  const snackbars: SnackbarInput[] = [];
  const services: FormScreenServices = {
    adapter,
    notifications: { notify: vi.fn() },
    snackbars: {
      show: vi.fn((snackbar: SnackbarInput) => {
        snackbars.push(snackbar);
        return snackbar.id ?? 's';
      }),
      dismiss: vi.fn(),
    },
    reportError: vi.fn(),
    trail,
  };
  const location = memoryLocation({ path: href, record: true });
  const unsavedChanges = createUnsavedChangesRegistry();
  const [, search = ''] = href.split('?');
  render(
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={webLightTheme}>
        <UnsavedChangesProvider registry={unsavedChanges}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <FormPageContent
              clientKey="demo"
              formId={formId}
              query={readFormQuery(search)}
              user={user}
              href={href}
              services={services}
              submitDelayMs={0}
            />
          </Router>
        </UnsavedChangesProvider>
      </FluentProvider>
    </I18nextProvider>,
  );
  const history = location.history as string[];
  return { adapter, services, snackbars, history, unsavedChanges };
}

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillOffer() {
  type(/Moc instalacji/, '8');
  type(/^Produkt\b/, 'Panel 400 W');
}

const notified = (services: FormScreenServices) =>
  vi.mocked(services.notifications.notify).mock.calls.map(([notification]) => notification.title);

describe('form page: opening a form (spec 002 §7 form preload)', () => {
  it('forms.new shows the process as the title, the form on its card and "Zapisz"', async () => {
    const { adapter } = open({
      routes: { 'POST commands/forContext': preloadAnswer(newOfferPreload()) },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sprzedaż instalacji PV' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Oferta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zapisz' })).toBeInTheDocument();
    expect(adapter.calls[0]).toMatchObject({
      path: 'commands/forContext',
      body: { type: 'formPreload', formId: 'f-offer' },
      skipErrorNotification: true,
    });
  });

  it("forms.enter opens the process named in the address, with the record's values", async () => {
    const { adapter } = open({
      href: '/demo/forms/f-offer/enter?processId=p-1',
      routes: { 'POST commands/forContext': preloadAnswer(enteredOfferPreload()) },
    });
    expect(await screen.findByLabelText(/Klient/)).toHaveValue('Anna Nowak');
    expect(adapter.calls[0]?.body).toEqual({
      type: 'formPreload',
      formId: 'f-offer',
      process: { id: 'p-1' },
    });
  });

  it('"form preload 404: record-not-found notice", then back to the previous route', async () => {
    const { services, history } = open({
      trail: ['/demo/views/leady'],
      routes: {
        'POST commands/forContext': () => {
          throw new ApiError({ status: 404 });
        },
      },
    });
    await waitFor(() => expect(history.at(-1)).toBe('/demo/views/leady'));
    expect(notified(services)).toEqual(['notifications.recordNotFound']);
    expect(services.reportError).not.toHaveBeenCalled();
  });

  it('a provider mismatch is "record not found" too; without a previous page, main', async () => {
    const { services, history } = open({
      routes: {
        'POST commands/forContext': () => {
          throw createApiErrorFromResponse(422, { errorType: 'providerMismatch' });
        },
      },
    });
    await waitFor(() => expect(history.at(-1)).toBe('/demo'));
    expect(notified(services)).toEqual(['notifications.recordNotFound']);
  });

  it('a process answered without its record is "record not found" too', async () => {
    const { services, history } = open({
      href: '/demo/forms/f-offer/enter?processId=p-1',
      routes: {
        'POST commands/forContext': preloadAnswer({ ...enteredOfferPreload(), dataRecord: null }),
      },
    });
    await waitFor(() => expect(history.at(-1)).toBe('/demo'));
    expect(notified(services)).toEqual(['notifications.recordNotFound']);
  });

  it('passes authorizeBy on with the process', async () => {
    const { adapter } = open({
      href: '/demo/forms/f-offer/enter?processId=p-1&authorizeBy=link-7',
      routes: { 'POST commands/forContext': preloadAnswer(enteredOfferPreload()) },
    });
    await screen.findByRole('button', { name: 'Zapisz' });
    expect(adapter.calls[0]?.body).toMatchObject({
      process: { id: 'p-1', authorizeBy: 'link-7' },
    });
  });

  it("403: says the form is not the person's to fill, with the usual notice", async () => {
    const forbidden = new ApiError({ status: 403 });
    const { services } = open({
      routes: {
        'POST commands/forContext': () => {
          throw forbidden;
        },
      },
    });
    expect(await screen.findByText('Nie możesz wypełnić tego formularza')).toBeInTheDocument();
    expect(services.reportError).toHaveBeenCalledWith(forbidden);
  });

  it('other failures: the usual notice and a retry', async () => {
    let fail = true;
    open({
      routes: {
        'POST commands/forContext': () => {
          if (fail) throw new ApiError({ status: 500 });
          return preloadAnswer(newOfferPreload())();
        },
      },
    });
    const retry = await screen.findByRole('button', { name: 'Spróbuj ponownie' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('button', { name: 'Zapisz' })).toBeInTheDocument();
  });

  it('a finished process opens read-only: no save button', async () => {
    open({
      href: '/demo/forms/f-offer/enter?processId=p-1',
      routes: {
        'POST commands/forContext': preloadAnswer({ ...enteredOfferPreload(), readOnly: true }),
      },
    });
    expect(
      await screen.findByText('Możesz przeglądać ten formularz, ale nie możesz go zmienić.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zapisz' })).toBeNull();
  });
});

describe('form page: the save sequence (spec 002 §4)', () => {
  it('invalid: "Validation failed" notice, the card red, the first problem focused, nothing sent', async () => {
    const { adapter, services } = open({
      routes: { 'POST commands/forContext': preloadAnswer(newOfferPreload()) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(notified(services)).toEqual(['forms.screen.validationFailed']));
    expect(document.querySelector('[data-invalid="true"].fui-Card')).not.toBeNull();
    expect(screen.getByText('Popraw zaznaczone pola')).toBeInTheDocument();
    expect(screen.getByLabelText(/Moc instalacji/)).toHaveFocus();
    expect(adapter.calls.filter((call) => call.path === 'processes')).toHaveLength(0);
  });

  it('valid: sends the process start, says "Zapisano pomyślnie" and returns to the previous route', async () => {
    const { adapter, services, history, unsavedChanges } = open({
      trail: ['/demo/start'],
      href: '/demo/forms/f-offer/new?source=www',
      routes: {
        'POST commands/forContext': preloadAnswer(newOfferPreload()),
        'POST processes': saved,
      },
    });
    await screen.findByRole('button', { name: 'Zapisz' });
    await fillOffer();
    // "The unsaved-changes prompt tracked per form": marked while the form holds changes.
    await waitFor(() => expect(unsavedChanges.hasUnsavedChanges()).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(history.at(-1)).toBe('/demo/start'));
    expect(notified(services)).toEqual(['notifications.success']);
    expect(unsavedChanges.hasUnsavedChanges()).toBe(false);
    const start = adapter.calls.find((call) => call.path === 'processes');
    expect(start?.body).toMatchObject({
      processSettingsId: 'ps-1',
      formId: 'f-offer',
      urlQueryParams: { source: 'www' },
    });
    // The custom parameter reached the url_query default of the 'source' field.
    expect(start?.body).toMatchObject({
      fields: expect.arrayContaining([{ fieldId: 'source', value: 'www' }]),
    });
  });

  it('"unsaved changes tracked per form": a repeating-group row typed in counts, and typed back no more', async () => {
    const { unsavedChanges } = open({
      routes: { 'POST commands/forContext': preloadAnswer(newOfferPreload()) },
    });
    await screen.findByRole('button', { name: 'Zapisz' });
    type(/^Produkt\b/, 'Panel 400 W');
    await waitFor(() => expect(unsavedChanges.hasUnsavedChanges()).toBe(true));
    type(/^Produkt\b/, '');
    await waitFor(() => expect(unsavedChanges.hasUnsavedChanges()).toBe(false));
  });

  it('"returnTo" wins over the previous route', async () => {
    const { history } = open({
      trail: ['/demo/start'],
      href: '/demo/forms/f-offer/new?returnTo=%2Fdemo%2Fviews%2Foferty',
      routes: {
        'POST commands/forContext': preloadAnswer(newOfferPreload()),
        'POST processes': saved,
      },
    });
    await screen.findByRole('button', { name: 'Zapisz' });
    await fillOffer();
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(history.at(-1)).toBe('/demo/views/oferty'));
  });

  it('server 422: the problems show under their fields, the card turns red', async () => {
    const { services } = open({
      routes: {
        'POST commands/forContext': preloadAnswer(newOfferPreload()),
        'POST processes': () => {
          throw createApiErrorFromResponse(422, {
            errors: [
              {
                path: '/fields/products/0/productName',
                code: 'validations.unique',
                params: { fieldValue: 'Panel 400 W' },
              },
            ],
          });
        },
      },
    });
    await screen.findByRole('button', { name: 'Zapisz' });
    await fillOffer();
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Wartość Panel 400 W jest już w użyciu')).toBeInTheDocument();
    expect(notified(services)).toEqual(['forms.screen.validationFailed']);
    expect(screen.getByText('Popraw zaznaczone pola')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Produkt\b/)).toHaveFocus();
  });

  it('409 stale record: a snackbar says someone else changed it and offers a reload', async () => {
    const { snackbars, history } = open({
      href: '/demo/forms/f-offer/enter?processId=p-1',
      routes: {
        'POST commands/forContext': preloadAnswer(enteredOfferPreload()),
        'PATCH processes/:id': () => {
          throw createApiErrorFromResponse(409, { errorType: 'staleRecordVersion' });
        },
      },
    });
    await screen.findByRole('button', { name: 'Zapisz' });
    await fillOffer();
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(snackbars).toHaveLength(1));
    expect(snackbars[0]).toMatchObject({
      intent: 'warning',
      message: 'forms.screen.staleRecord',
      timeoutMs: null,
      action: { label: 'forms.screen.reload' },
    });
    act(() => snackbars[0]?.action?.onClick());
    expect(history.at(-1)).toMatch(/^\/demo\/forms\/f-offer\/enter\?processId=p-1&ts=\d+$/);
  });

  it('"save and continue" with an arrow when the form redirects, and the redirect is followed', async () => {
    const form = {
      ...offerForm,
      layout: {
        saveButton: {
          redirect: {
            type: 'form' as const,
            formId: 'f-sign',
            recordIdValue: { type: 'current_record_id' as const },
          },
        },
      },
    };
    const { history, services } = open({
      routes: {
        'POST commands/forContext': preloadAnswer(newOfferPreload(form)),
        'POST processes': saved,
      },
    });
    const button = await screen.findByRole('button', { name: 'Zapisz i przejdź dalej' });
    expect(button.querySelector('svg')).not.toBeNull();
    await fillOffer();
    fireEvent.click(button);
    await waitFor(() => expect(history.at(-1)).toBe('/demo/forms/f-sign/enter?processId=p-1'));
    expect(notified(services)).toEqual([]);
  });
});

describe('form page: admins (spec 000 §6)', () => {
  it("get a menu to the form's and process's settings, and Ctrl+Shift+S opens the form's", async () => {
    const { history } = open({
      user: createTestUser({ type: 'client_admin' }),
      routes: { 'POST commands/forContext': preloadAnswer(newOfferPreload()) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ustawienia formularza i procesu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /Ustawienia formularza/ })).toHaveAttribute(
      'href',
      '/demo/settings/forms/f-offer/edit',
    );
    expect(within(menu).getByRole('menuitem', { name: /Ustawienia procesu/ })).toHaveAttribute(
      'href',
      '/demo/settings/processes/ps-1/edit',
    );
    fireEvent.keyDown(window, { key: 'S', ctrlKey: true, shiftKey: true });
    expect(history.at(-1)).toBe('/demo/settings/forms/f-offer/edit');
  });

  it('other people get neither', async () => {
    const { history } = open({
      routes: { 'POST commands/forContext': preloadAnswer(newOfferPreload()) },
    });
    await screen.findByRole('button', { name: 'Zapisz' });
    expect(screen.queryByRole('button', { name: 'Ustawienia formularza i procesu' })).toBeNull();
    fireEvent.keyDown(window, { key: 'S', ctrlKey: true, shiftKey: true });
    expect(history).toEqual(['/demo/forms/f-offer/new']);
  });
});
