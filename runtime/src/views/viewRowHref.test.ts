import { describe, expect, it } from 'vitest';
import { viewRowHref } from './viewRowHref';

describe('viewRowHref', () => {
  it("opens forms.enter with the row's process, returning to the view's page", () => {
    const href = viewRowHref(
      'demo',
      { formId: 'f-sign', processId: 'p-1' },
      '/demo/views/zadania?page=2&sort=price.desc',
    );
    expect(href).toBe(
      '/demo/forms/f-sign/enter?processId=p-1&returnTo=%2Fdemo%2Fviews%2Fzadania%3Fpage%3D2%26sort%3Dprice.desc',
    );
    const query = new URLSearchParams(href.split('?')[1]);
    expect(query.get('returnTo')).toBe('/demo/views/zadania?page=2&sort=price.desc');
  });
});
