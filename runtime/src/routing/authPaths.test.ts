import { describe, expect, it } from 'vitest';
import { loginByTokenPath, registerPath } from './authPaths';

describe('auth paths', () => {
  it('register carries the client key when there is one', () => {
    expect(registerPath('demo')).toBe('/auth/register?clientKey=demo');
    expect(registerPath('a b&c')).toBe('/auth/register?clientKey=a%20b%26c');
    expect(registerPath(null)).toBe('/auth/register');
    expect(registerPath()).toBe('/auth/register');
  });

  it('the login link carries the token in the query', () => {
    expect(loginByTokenPath('abc-_123')).toBe('/auth/loginByToken?token=abc-_123');
    expect(loginByTokenPath('a+b/c=')).toBe('/auth/loginByToken?token=a%2Bb%2Fc%3D');
  });
});
