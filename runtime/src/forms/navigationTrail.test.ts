import { describe, expect, it } from 'vitest';
import { createNavigationTrail } from './navigationTrail';

describe('navigation trail: "return to the previous route" after a save (spec 002 §4)', () => {
  it('knows the page the form was opened from', () => {
    const trail = createNavigationTrail();
    trail.visit('/demo/views/leady');
    trail.visit('/demo/forms/f1/new');
    expect(trail.previousOf('/demo/forms/f1/new')).toBe('/demo/views/leady');
  });

  it('has none when the app opened on the form', () => {
    const trail = createNavigationTrail();
    trail.visit('/demo/forms/f1/new');
    expect(trail.previousOf('/demo/forms/f1/new')).toBeNull();
  });

  it('counts a page shown twice in a row once', () => {
    const trail = createNavigationTrail();
    trail.visit('/demo/start');
    trail.visit('/demo/forms/f1/new');
    trail.visit('/demo/forms/f1/new');
    expect(trail.previousOf('/demo/forms/f1/new')).toBe('/demo/start');
  });
});

describe('navigation trail: a saved form is left behind', () => {
  it('the page a saved form redirected to returns past the saved form', () => {
    const trail = createNavigationTrail();
    trail.visit('/demo/views/leady');
    trail.visit('/demo/forms/lead/new');
    trail.leave('/demo/forms/lead/new');
    trail.visit('/demo/forms/offer/enter?processId=p1');
    expect(trail.previousOf('/demo/forms/offer/enter?processId=p1')).toBe('/demo/views/leady');
  });
});
