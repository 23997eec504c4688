/** Calls the API as one logged-in person, with the client's key; throws on any answer but 2xx. */
export interface BenchApi {
  /** The headers every call sends: bearer token, client key, JSON. */
  readonly headers: Readonly<Record<string, string>>;
  call<T>(method: 'GET' | 'PUT' | 'POST' | 'PATCH', path: string, body?: object): Promise<T>;
}

/** Logs in through `POST /api/auth/login` and returns a caller holding the token. */
export async function loginBenchApi(
  baseUrl: string,
  clientKey: string,
  credentials: { readonly login: string; readonly password: string },
): Promise<BenchApi> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}`, 'x-client-key': clientKey };
  const headers = { ...auth, 'content-type': 'application/json' };
  return {
    headers,
    async call(method, path, body) {
      const response = await fetch(`${baseUrl}/api${path}`, {
        method,
        headers: body === undefined ? auth : headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
      return (text === '' ? undefined : JSON.parse(text)) as never;
    },
  };
}
