// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { injectClientScripts } from './injectClientScripts';

describe('injectClientScripts (spec 000 §2: client scripts are injected into the page body)', () => {
  it('adds a script element per script, by address or by text, once per page load', () => {
    const injected = new Set<string>();
    const scripts = [
      { id: 'a', name: 'Analytics', src: 'data:text/javascript,void%200' },
      { id: 'b', name: 'Inline', content: 'window.__tessera = 1;' },
      { id: 'c', name: 'Empty' },
    ];
    expect(injectClientScripts(scripts, document, injected)).toBe(2);
    expect(injectClientScripts(scripts, document, injected)).toBe(0);
    const elements = [...document.body.querySelectorAll('script[data-client-script]')];
    expect(elements.map((element) => element.getAttribute('data-client-script'))).toEqual([
      'a',
      'b',
    ]);
    expect(elements[0]?.getAttribute('src')).toBe('data:text/javascript,void%200');
    expect(elements[1]?.textContent).toBe('window.__tessera = 1;');
  });
});
