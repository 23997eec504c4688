import { createTestUser, createTestVersion } from '@tessera/client/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { session } from './services';

const user = createTestUser();

type Answer = { status: number; body?: unknown };
let answers: Record<string, (init: RequestInit) => Answer>;
const requests: { url: string; init: RequestInit }[] = [];

function json({ status, body }: Answer): Response {
  return status === 204
    ? new Response(null, { status })
    : new Response(JSON.stringify(body ?? {}), {
        status,
        headers: { 'content-type': 'application/json' },
      });
}

beforeEach(() => {
  requests.length = 0;
  answers = {
    'POST /api/auth/login': () => ({ status: 200, body: { token: 'tok' } }),
    'GET /api/auth/me': () => ({ status: 200, body: user }),
    'POST /api/auth/logout': () => ({ status: 204 }),
    'GET /api/clients/info?key=demo': () => ({
      status: 200,
      body: { data: { id: 'c1', key: 'demo', name: 'Demo', domains: [] } },
    }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ url, init });
      const answer =
        answers[`${init.method} ${url}`] ?? answers[`${init.method} ${url.split('?')[0]}`];
      return json(answer ? answer(init) : { status: 404, body: { statusCode: 404 } });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => session.clear());
  for (const script of document.querySelectorAll('script[data-client-script]')) script.remove();
});

function open(path: string) {
  window.history.replaceState(null, '', path);
  render(<App />);
}

const currentPath = () => `${window.location.pathname}${window.location.search}`;

describe('runtime app', () => {
  it('sends a guest from a protected page to login with returnTo (spec §2, §6)', async () => {
    open('/demo/start');
    expect(await screen.findByRole('heading', { name: 'Zaloguj się' })).toBeInTheDocument();
    expect(currentPath()).toBe('/auth/login?returnTo=%2Fdemo%2Fstart');
  });

  it('logs in and returns to the page of returnTo, greeting the user in Polish', async () => {
    open('/auth/login?returnTo=%2Fdemo%2Fstart');
    fireEvent.change(await screen.findByLabelText(/E-mail/), {
      target: { value: 'jan.kowalski@example.com' },
    });
    fireEvent.change(screen.getByLabelText(/Hasło/), { target: { value: 'tajne' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));

    expect(await screen.findByRole('heading', { name: 'Witaj, Jan!' })).toBeInTheDocument();
    expect(currentPath()).toBe('/demo/start');
    await waitFor(() => expect(document.title).toBe('Demo – Tessera'));
    const login = requests.find((request) => request.url === '/api/auth/login');
    expect(JSON.parse(String(login?.init.body))).toEqual({
      login: 'jan.kowalski@example.com',
      password: 'tajne',
    });
    expect(localStorage.getItem('_token')).toBe('"tok"');
  });

  it('ignores a returnTo that leads off the site', async () => {
    open('/auth/login?returnTo=%2F%2Fevil.example');
    fireEvent.change(await screen.findByLabelText(/E-mail/), {
      target: { value: 'jan@example.com' },
    });
    fireEvent.change(screen.getByLabelText(/Hasło/), { target: { value: 'tajne' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    await screen.findByRole('heading', { name: 'Witaj, Jan!' });
    expect(currentPath()).toBe('/demo/start');
  });

  it("shows 'Nieprawidłowy email lub hasło' for a 401 from login (spec §8)", async () => {
    answers['POST /api/auth/login'] = () => ({
      status: 401,
      body: { statusCode: 401, message: 'Unauthorized', errorType: 'invalidCredentials' },
    });
    open('/auth/login');
    fireEvent.change(await screen.findByLabelText(/E-mail/), {
      target: { value: 'jan@example.com' },
    });
    fireEvent.change(screen.getByLabelText(/Hasło/), { target: { value: 'złe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByText('Nieprawidłowy email lub hasło')).toBeInTheDocument();
    expect(currentPath()).toBe('/auth/login');
  });

  it('logs out through the server, then shows login without a returnTo (spec §4)', async () => {
    act(() => {
      session.setToken('tok');
      session.setUser(user);
    });
    open('/demo/start');
    fireEvent.click(await screen.findByRole('button', { name: 'Menu użytkownika' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Wyloguj się' }));
    expect(await screen.findByRole('heading', { name: 'Zaloguj się' })).toBeInTheDocument();
    expect(currentPath()).toBe('/auth/login');
    expect(requests.some((request) => request.url === '/api/auth/logout')).toBe(true);
    expect(localStorage.getItem('_token')).toBeNull();
  });

  it('a 401 from any call logs out locally and goes to login (spec §8)', async () => {
    answers['GET /api/auth/me'] = () => ({ status: 401, body: { statusCode: 401 } });
    act(() => {
      session.setToken('expired');
      session.setUser(user);
    });
    open('/demo/start');
    await waitFor(() => expect(currentPath()).toBe('/auth/login?returnTo=%2Fdemo%2Fstart'));
    expect(localStorage.getItem('_token')).toBeNull();
    expect(requests.some((request) => request.url === '/api/auth/logout')).toBe(false);
  });

  it("shows 'page not found' with a link to the start page for unknown paths", async () => {
    open('/demo/nothing/here');
    expect(await screen.findByText('Nie znaleziono strony')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź do strony startowej' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('sends the logged-in user from / to the default client start page', async () => {
    act(() => {
      session.setToken('tok');
      session.setUser(user);
    });
    open('/');
    await waitFor(() => expect(currentPath()).toBe('/demo/start'));
    const me = requests.find((request) => request.url === '/api/auth/me');
    expect(new Headers(me?.init.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('tells a user without a client so at /, instead of looping through login', async () => {
    const withoutClient = { ...user, defaultClient: null };
    answers['GET /api/auth/me'] = () => ({ status: 200, body: withoutClient });
    act(() => {
      session.setToken('tok');
      session.setUser(withoutClient);
    });
    open('/');
    expect(
      await screen.findByText(/nie jest jeszcze przypisane do żadnego środowiska/),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('warns a guest sent from a protected page to login (spec 000 §4)', async () => {
    open('/demo/start');
    expect(await screen.findAllByText('Zaloguj się, aby przejść do tej strony')).not.toHaveLength(
      0,
    );
  });
});

describe('runtime shell (spec 000 §2)', () => {
  const live = createTestVersion();
  const config = (clientScripts: unknown[] = []) => ({
    upload: { maxFileSize: 1, documentTemplateMaxFileSize: 1 },
    externalIntegrationsEnabled: false,
    clientScripts,
    userApis: { logsRetentionSecs: 1 },
    recurringActions: { logsRetentionSecs: 1 },
    liveApplicationVersion: live,
  });
  const layout = (startingViews: Record<string, string[]> = {}) => ({
    data: [
      {
        id: 'v1',
        versionId: 'v1',
        menuEntries: [
          { text: 'Zlecenia', icon: 'list', viewId: 'view-1' },
          { text: 'Kalendarz', icon: 'calendar', routePath: 'views/kalendarz' },
        ],
        startingViews,
        revision: 1,
      },
    ],
    relations: {
      views: [
        { id: 'view-1', versionId: 'v1', name: 'Zlecenia', status: 'active', routeKey: 'zlecenia' },
      ],
    },
  });

  function logIn(who = user) {
    answers['GET /api/auth/me'] = () => ({ status: 200, body: who });
    act(() => {
      session.setToken('tok');
      session.setUser(who);
    });
  }

  it('draws the side menu from the application layout of the version in use', async () => {
    answers['GET /api/config'] = () => ({ status: 200, body: config() });
    answers['GET /api/settings/applicationLayoutVersions'] = () => ({
      status: 200,
      body: layout(),
    });
    logIn();
    open('/demo/start');
    const entry = await screen.findByRole('link', { name: 'Zlecenia' });
    expect(entry).toHaveAttribute('href', '/demo/views/zlecenia');
    const layoutCall = requests.find((request) =>
      request.url.startsWith('/api/settings/applicationLayoutVersions'),
    );
    expect(decodeURIComponent(layoutCall?.url ?? '')).toContain('filter[versionId]=v1');
    expect(new Headers(layoutCall?.init.headers).get('X-Client-AppVerionId')).toBe('v1');
  });

  it("redirects the start page to the first starting view of the user's roles (spec 000 §2)", async () => {
    answers['GET /api/config'] = () => ({ status: 200, body: config() });
    answers['GET /api/settings/applicationLayoutVersions'] = () => ({
      status: 200,
      body: layout({ other: ['view-2'], sales: ['view-1'] }),
    });
    logIn({ ...user, roleIds: ['sales'] });
    open('/demo/start');
    await waitFor(() => expect(currentPath()).toBe('/demo/views/zlecenia'));
  });

  it('offers the processes the user may start; choosing one opens its form', async () => {
    answers['GET /api/config'] = () => ({ status: 200, body: config() });
    answers['GET /api/settings/processes'] = () => ({
      status: 200,
      body: {
        data: [
          {
            id: 'p1',
            name: 'Zgłoszenie awarii',
            status: 'active',
            startableByCurrentUser: true,
            defaultStartingStepId: 's1',
            startFormId: 'form-1',
          },
        ],
      },
    });
    logIn();
    open('/demo/start');
    fireEvent.click(await screen.findByRole('button', { name: 'Rozpocznij proces' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Zgłoszenie awarii' }));
    await waitFor(() => expect(currentPath()).toBe('/demo/forms/form-1/new'));
  });

  it("injects the client's scripts into the page body once, never for a super admin (spec 000 §2)", async () => {
    const scripts = [{ id: 's1', name: 'Licznik', content: 'window.__clientScript = 1;' }];
    answers['GET /api/config'] = () => ({ status: 200, body: config(scripts) });
    logIn();
    open('/demo/start');
    await waitFor(() =>
      expect(document.body.querySelectorAll('script[data-client-script="s1"]')).toHaveLength(1),
    );
  });

  it('injects nothing in a super admin session', async () => {
    const scripts = [{ id: 's2', name: 'Licznik', content: 'window.__clientScript = 2;' }];
    answers['GET /api/config'] = () => ({ status: 200, body: config(scripts) });
    logIn({ ...user, type: 'super_admin' });
    open('/demo/start');
    expect(await screen.findByRole('heading', { name: 'Witaj, Jan!' })).toBeInTheDocument();
    expect(document.body.querySelectorAll('script[data-client-script]')).toHaveLength(0);
  });
});
