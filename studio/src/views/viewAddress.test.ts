import { describe, expect, it } from 'vitest';
import { clientRootOf, viewAddress } from './viewAddress';

describe('viewAddress (spec 000 §2 views.show: views/{routeKeyOrViewId}, prefixed /{clientKey} unless on a client domain)', () => {
  it('puts the view under the client key when the studio runs under /{clientKey}/settings', () => {
    expect(viewAddress('/demo/settings', 'klienci')).toBe('/demo/views/klienci');
  });

  it("puts the view at the site root on the client's own domain (/settings)", () => {
    expect(clientRootOf('/settings')).toBe('');
    expect(viewAddress('/settings', 'klienci')).toBe('/views/klienci');
  });

  it('keeps the key one segment of the address, as the side menu links it', () => {
    expect(viewAddress('/demo/settings', 'raporty/miesięczne')).toBe(
      '/demo/views/raporty%2Fmiesi%C4%99czne',
    );
  });
});
