import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import {
  createApiErrorFromResponse,
  createFixtureAdapter,
  type FixtureRoutes,
  type RuntimeView,
  type ViewRowsPage,
} from '@tessera/client';
import { createI18n } from '@tessera/i18n';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ViewPageContent } from './ViewPage';

// The view page against the fixture adapter (spec 000 §2 views.show; spec 002 §3, §4, §9).

const i18n = createI18n({ language: 'pl' });

const inbox: RuntimeView = {
  id: 'v-inbox',
  type: 'processes_inbox',
  title: 'Moje zadania',
  routeKey: 'zadania',
  perPage: 20,
  isPublic: false,
  columns: [
    { id: 'customer', label: 'Klient', sortable: true },
    { id: 'price', label: 'Cena (zł)', sortable: true },
    { id: 'step', label: 'Etap', sortable: false },
  ],
};

const page = (overrides: Partial<ViewRowsPage['meta']> = {}): ViewRowsPage => ({
  data: [
    {
      id: 'p-1',
      cells: { customer: 'Jan Kowalski', price: 20000, step: 'Podpisanie umowy' },
      open: { formId: 'f-sign', processId: 'p-1' },
    },
    { id: 'p-2', cells: { customer: 'Anna Nowak', price: null, step: 'Oferta' } },
  ],
  meta: { page: 1, perPage: 20, lastPage: 3, total: 45, ...overrides },
});

function open({
  routes,
  href = '/demo/views/zadania',
  loggedIn = true,
}: {
  routes: FixtureRoutes;
  href?: string;
  loggedIn?: boolean;
}) {
  const adapter = createFixtureAdapter(routes);
  const services = { adapter, reportError: vi.fn() };
  const location = memoryLocation({ path: href, record: true });
  render(
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={webLightTheme}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <ViewPageContent
            clientKey="demo"
            routeKeyOrViewId="zadania"
            loggedIn={loggedIn}
            services={services}
          />
        </Router>
      </FluentProvider>
    </I18nextProvider>,
  );
  return { adapter, services, history: location.history as string[] };
}

const rowCalls = (adapter: ReturnType<typeof createFixtureAdapter>) =>
  adapter.calls.filter((call) => call.path === 'views/v-inbox/rows').map((call) => call.body);

describe('view page', () => {
  it('shows the title, the number of rows, the columns and the cells in Polish', async () => {
    const { adapter } = open({
      routes: { 'GET views/resolve/:key': { data: inbox }, 'POST views/:id/rows': page() },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Moje zadania' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Moje zadania' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Klient', 'Cena (zł)', 'Etap']);
    expect(screen.getByText('45 pozycji')).toBeVisible();
    expect(within(table).getByText('20 000')).toBeVisible(); // a no-break space, normalised
    expect(within(table).getByRole('img', { name: 'brak' })).toHaveTextContent('—');
    expect(adapter.calls[0]).toMatchObject({
      path: 'views/resolve/zadania',
      skipErrorNotification: true,
    });
    expect(rowCalls(adapter)).toEqual([{ page: 1, perPage: 20 }]);
  });

  it('a row that opens a form links to forms.enter of its process, returning to this page', async () => {
    const { history } = open({
      href: '/demo/views/zadania?page=2',
      routes: {
        'GET views/resolve/:key': { data: inbox },
        'POST views/:id/rows': page({ page: 2 }),
      },
    });
    const link = await screen.findByRole('link', { name: 'Jan Kowalski' });
    const target =
      '/demo/forms/f-sign/enter?processId=p-1&returnTo=%2Fdemo%2Fviews%2Fzadania%3Fpage%3D2';
    expect(link).toHaveAttribute('href', target);
    // Anna Nowak's process is not waiting for this person: her row opens nothing.
    expect(screen.queryByRole('link', { name: 'Anna Nowak' })).toBeNull();
    fireEvent.click(screen.getByText('Podpisanie umowy'));
    expect(history.at(-1)).toBe(target);
  });

  it("sorts by a clicked header: ascending, descending, then the view's own order", async () => {
    const { adapter, history } = open({
      routes: { 'GET views/resolve/:key': { data: inbox }, 'POST views/:id/rows': page() },
    });
    const header = await screen.findByRole('columnheader', { name: /Klient/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    fireEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    expect(history.at(-1)).toBe('/demo/views/zadania?sort=customer.asc');
    fireEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    fireEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'none'));
    await waitFor(() =>
      expect(rowCalls(adapter)).toEqual([
        { page: 1, perPage: 20 },
        { page: 1, perPage: 20, sort: [{ columnId: 'customer', direction: 'asc' }] },
        { page: 1, perPage: 20, sort: [{ columnId: 'customer', direction: 'desc' }] },
        { page: 1, perPage: 20 },
      ]),
    );
    // Step names are not sortable: no sort button in their header.
    expect(screen.getByRole('columnheader', { name: 'Etap' })).not.toHaveAttribute('aria-sort');
  });

  it('pages on the server and changes the rows per page', async () => {
    const { adapter } = open({
      routes: {
        'GET views/resolve/:key': { data: inbox },
        'POST views/:id/rows': (request) => page({ page: (request.body as { page: number }).page }),
      },
    });
    expect(await screen.findByText('1–20 z 45')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Poprzednia strona' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Następna strona' }));
    expect(await screen.findByText('21–40 z 45')).toBeVisible();
    fireEvent.change(screen.getByRole('combobox', { name: 'Wierszy na stronie' }), {
      target: { value: '50' },
    });
    await waitFor(() => expect(rowCalls(adapter).at(-1)).toEqual({ page: 1, perPage: 50 }));
  });

  it('an inbox without rows says there is nothing to do', async () => {
    open({
      routes: {
        'GET views/resolve/:key': { data: inbox },
        'POST views/:id/rows': { data: [], meta: { page: 1, perPage: 20, lastPage: 1, total: 0 } },
      },
    });
    expect(await screen.findByText('Nie masz żadnych zadań')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Stronicowanie' })).toBeNull();
  });

  it('a failed load of rows says so and tries again', async () => {
    let fail = true;
    const { services } = open({
      routes: {
        'GET views/resolve/:key': { data: inbox },
        'POST views/:id/rows': () => {
          if (fail) throw createApiErrorFromResponse(500, { statusCode: 500, message: 'x' });
          return page();
        },
      },
    });
    expect(await screen.findByText('Nie udało się wczytać wierszy widoku.')).toBeVisible();
    expect(services.reportError).toHaveBeenCalledTimes(1);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('table', { name: 'Moje zadania' })).toBeVisible();
    expect(screen.queryByText('Nie udało się wczytać wierszy widoku.')).toBeNull();
  });

  it.each([
    [403, 'Brak uprawnień'],
    [404, 'Nie znaleziono strony'],
  ])(
    'a view the server answers %i for shows "%s" with a link to the start page',
    async (status, title) => {
      open({
        routes: {
          'GET views/resolve/:key': () => {
            throw createApiErrorFromResponse(status, { statusCode: status, message: 'x' });
          },
        },
      });
      expect(await screen.findByText(title)).toBeVisible();
      expect(screen.getByRole('link', { name: /strony startowej/ })).toHaveAttribute(
        'href',
        '/demo/start',
      );
    },
  );

  it('a visitor asked to log in goes to login, returning to the view', async () => {
    const { history } = open({
      loggedIn: false,
      href: '/demo/views/zadania?page=2',
      routes: {
        'GET views/resolve/:key': () => {
          throw createApiErrorFromResponse(401, { statusCode: 401, message: 'x' });
        },
      },
    });
    await waitFor(() =>
      expect(history.at(-1)).toBe(
        `/auth/login?returnTo=${encodeURIComponent('/demo/views/zadania?page=2')}`,
      ),
    );
  });
});
