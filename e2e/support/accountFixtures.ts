import { type APIRequestContext, expect } from '@playwright/test';

// Accounts and clients for the e2e specs, made through the API as the printed super admin.

export const superAdmin = { email: 'admin@tessera.local', password: 'tessera-admin' } as const;

/** A name no earlier test of this run has used (the database lives for the whole run). */
export function uniqueName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

export async function logInThroughApi(
  request: APIRequestContext,
  login: string,
  password: string,
): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { login, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

function headers(token: string, clientKey: string) {
  return { authorization: `Bearer ${token}`, 'x-client-key': clientKey };
}

/** A new client (its creator, the super admin, becomes its admin). */
export async function createClient(
  request: APIRequestContext,
  token: string,
  client: {
    key: string;
    settings?: Record<string, unknown>;
    enabledFeatures?: Record<string, boolean>;
  },
): Promise<void> {
  const response = await request.put('/api/clients', {
    headers: headers(token, 'demo'),
    data: { name: `E2E ${client.key}`, ...client },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** An active user (or client admin) of `clientKey`, defaulting to it; answers the user's id. */
export async function createUser(
  request: APIRequestContext,
  token: string,
  clientKey: string,
  user: {
    email: string;
    password: string;
    name: string;
    surname: string;
    type?: 'user' | 'client_admin';
  },
): Promise<string> {
  const response = await request.put('/api/users', {
    headers: headers(token, clientKey),
    data: {
      email: user.email,
      password: user.password,
      status: 'active',
      type: user.type ?? 'user',
      personalDetails: { name: user.name, surname: user.surname },
      defaultClient: { key: clientKey },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** `POST users/{id}/loginToken`: the token of a one-time login link. */
export async function createLoginToken(
  request: APIRequestContext,
  token: string,
  clientKey: string,
  userId: string,
): Promise<string> {
  const response = await request.post(`/api/users/${userId}/loginToken`, {
    headers: headers(token, clientKey),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { token: string } }).data.token;
}
