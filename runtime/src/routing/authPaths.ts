/**
 * register `/auth/register` (spec §2). The client to register in travels as `?clientKey=`; without
 * it the register page looks the client up by the domain it is served from.
 */
export function registerPath(clientKey?: string | null): string {
  return clientKey ? `/auth/register?clientKey=${encodeURIComponent(clientKey)}` : '/auth/register';
}

/**
 * auth.loginByToken `/auth/loginByToken` (spec §2): the login link for a token that
 * `POST users/{id}/loginToken` made. The page takes the token out of the address at once.
 */
export function loginByTokenPath(token: string): string {
  return `/auth/loginByToken?token=${encodeURIComponent(token)}`;
}
