import { createTestUser } from '@tessera/client/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { session } from '../services';

// The register and login-by-token pages inside the whole app, against a stubbed fetch.

const user = createTestUser();
const demo = {
  id: 'c1',
  key: 'demo',
  name: 'Demo',
  domains: [],
  enabledFeatures: {},
  passwordPolicy: { minLength: 8 },
};

type Answer = { status: number; body?: unknown };
let answers: Record<string, (init: RequestInit) => Answer>;
const requests: { url: string; init: RequestInit; path: string }[] = [];

function json({ status, body }: Answer): Response {
  return new Response(JSON.stringify(body ?? {}), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

beforeEach(() => {
  requests.length = 0;
  answers = {
    'GET /api/auth/me': () => ({ status: 200, body: user }),
    'GET /api/clients/info?key=demo': () => ({ status: 200, body: { data: demo } }),
    'GET /api/clients/info?domain=localhost': () => ({ status: 404, body: { statusCode: 404 } }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      // Where the page was when the call left: the login link must be gone by then.
      requests.push({ url, init, path: `${window.location.pathname}${window.location.search}` });
      const answer = answers[`${init.method} ${url}`];
      return json(answer ? answer(init) : { status: 404, body: { statusCode: 404 } });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => session.clear());
});

function open(path: string) {
  window.history.replaceState(null, '', path);
  // StrictMode, as main.tsx renders: effects run twice in development.
  render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

const currentPath = () => `${window.location.pathname}${window.location.search}`;
const bodyOf = (url: string) =>
  JSON.parse(String(requests.find((request) => request.url === url)?.init.body));

async function fillRegistration(password = 'dlugie-haslo') {
  fireEvent.change(await screen.findByLabelText(/E-mail/), {
    target: { value: 'anna@example.com' },
  });
  fireEvent.change(screen.getByLabelText(/^Imię/), { target: { value: 'Anna' } });
  fireEvent.change(screen.getByLabelText(/^Nazwisko/), { target: { value: 'Nowak' } });
  fireEvent.change(screen.getByLabelText(/^Hasło/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Powtórz hasło/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Załóż konto' }));
}

describe('register page', () => {
  it('the login page links to it, carrying the client of returnTo', async () => {
    open('/auth/login?returnTo=%2Fdemo%2Fstart%3Fx%3D1');
    fireEvent.click(await screen.findByRole('link', { name: 'Zarejestruj się' }));
    expect(await screen.findByRole('heading', { name: 'Załóż konto' })).toBeInTheDocument();
    expect(currentPath()).toBe('/auth/register?clientKey=demo');
    expect(screen.getByText('Zakładasz konto w środowisku Demo.')).toBeInTheDocument();
  });

  it('registers into the client of ?clientKey= and tells an account waiting for approval so', async () => {
    answers['POST /api/users/register'] = () => ({
      status: 201,
      body: { status: 'waitingForAdminApproval' },
    });
    open('/auth/register?clientKey=demo');
    // The client's password policy: 8 characters.
    expect(await screen.findByText('Co najmniej 8 znaków.')).toBeInTheDocument();
    await fillRegistration();
    expect(
      await screen.findByRole('heading', { name: 'Konto czeka na zatwierdzenie' }),
    ).toBeInTheDocument();
    expect(bodyOf('/api/users/register')).toEqual({
      email: 'anna@example.com',
      password: 'dlugie-haslo',
      repeatPassword: 'dlugie-haslo',
      personalDetails: { name: 'Anna', surname: 'Nowak' },
      clientKey: 'demo',
    });
    await waitFor(() => expect(document.title).toBe('Demo – Tessera'));
  });

  it('an active account is sent to login, which returns to the client', async () => {
    answers['POST /api/users/register'] = () => ({ status: 201, body: { status: 'active' } });
    open('/auth/register?clientKey=demo');
    await fillRegistration();
    fireEvent.click(await screen.findByRole('link', { name: 'Przejdź do logowania' }));
    await waitFor(() => expect(currentPath()).toBe('/auth/login?returnTo=%2Fdemo%2Fstart'));
  });

  it('register 400 accountExists → the e-mail is taken', async () => {
    answers['POST /api/users/register'] = () => ({
      status: 400,
      body: { statusCode: 400, errorType: 'accountExists', message: 'x' },
    });
    open('/auth/register?clientKey=demo');
    await fillRegistration();
    expect(
      await screen.findByText(
        'Konto z tym adresem e-mail już istnieje. Zaloguj się albo podaj inny adres.',
      ),
    ).toBeInTheDocument();
  });

  it('an address that leads to no client says so before anyone types', async () => {
    open('/auth/register');
    expect(
      await screen.findByText(
        'Podano nieprawidłową organizację. Sprawdź link do rejestracji albo skontaktuj się z administratorem.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Załóż konto' })).not.toBeInTheDocument();
  });
});

describe('login-by-token page', () => {
  it('redeems the link once, without the token in the address, and goes to the start page', async () => {
    answers['POST /api/auth/loginByToken'] = () => ({ status: 200, body: { token: 'session' } });
    open('/auth/loginByToken?token=link-secret');
    await waitFor(() => expect(currentPath()).toBe('/demo/start'));
    expect(await screen.findByRole('heading', { name: 'Witaj, Jan!' })).toBeInTheDocument();
    const redemptions = requests.filter((request) => request.url === '/api/auth/loginByToken');
    expect(redemptions).toHaveLength(1);
    expect(redemptions[0]?.path).toBe('/auth/loginByToken');
    expect(bodyOf('/api/auth/loginByToken')).toEqual({ token: 'link-secret' });
    expect(localStorage.getItem('_token')).toBe('"session"');
  });

  it("spec §8: an invalid or expired link → 'Podany link jest nieprawidłowy lub wygasł' and a way to login", async () => {
    answers['POST /api/auth/loginByToken'] = () => ({
      status: 401,
      body: { statusCode: 401, errorType: 'invalidLoginToken', message: 'x' },
    });
    act(() => session.setToken('someone-else'));
    open('/auth/loginByToken?token=used');
    expect(
      await screen.findByRole('heading', { name: 'Podany link jest nieprawidłowy lub wygasł' }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/auth/loginByToken');
    // The link's 401 is no session's 401: whoever was logged in stays so.
    expect(localStorage.getItem('_token')).toBe('"someone-else"');
    fireEvent.click(screen.getByRole('link', { name: 'Przejdź do logowania' }));
    await waitFor(() => expect(currentPath()).toBe('/auth/login'));
  });

  it('a link without a token is invalid without asking the server', async () => {
    open('/auth/loginByToken');
    expect(
      await screen.findByRole('heading', { name: 'Podany link jest nieprawidłowy lub wygasł' }),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.url === '/api/auth/loginByToken')).toEqual([]);
  });

  it('a failure that left the link unused may be tried again', async () => {
    let calls = 0;
    answers['POST /api/auth/loginByToken'] = () => {
      calls += 1;
      return calls === 1
        ? { status: 503, body: { statusCode: 503 } }
        : { status: 200, body: { token: 'session' } };
    };
    open('/auth/loginByToken?token=link-secret');
    fireEvent.click(await screen.findByRole('button', { name: 'Spróbuj ponownie' }));
    await waitFor(() => expect(currentPath()).toBe('/demo/start'));
    expect(calls).toBe(2);
  });
});
