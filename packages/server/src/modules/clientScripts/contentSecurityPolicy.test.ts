import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './contentSecurityPolicy';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('contentSecurityPolicy', () => {
  it('allows only our own bundles when the client has no scripts', () => {
    const policy = contentSecurityPolicy([]);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
  });

  it('names a URL script exactly and lets its origin be fetched, nothing wider', () => {
    const policy = contentSecurityPolicy([
      { id: '1', name: 'Widget', src: 'https://cdn.example.com/widget/v2.js' },
      { id: '2', name: 'Local', src: '/scripts/local.js' },
    ]);
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      'https://cdn.example.com/widget/v2.js',
      '/scripts/local.js',
    ]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://cdn.example.com']);
    expect(policy).not.toContain('https://cdn.example.com/*');
  });

  it('allows an inline script by the SHA-256 of its exact text, never unsafe-inline', () => {
    const content = 'window.tracker = "żółw";';
    const hash = createHash('sha256').update(content, 'utf8').digest('base64');
    const sources = directive(
      contentSecurityPolicy([{ id: '1', name: 'Tracker', content }]),
      'script-src',
    );
    expect(sources).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources).not.toContain("'unsafe-eval'");
  });
});
