import { ApiError } from '@tessera/client';
import { describe, expect, it } from 'vitest';
import { layoutDraftOf } from './layoutDraft';
import { readLayoutProblems } from './readLayoutProblems';

describe("readLayoutProblems (the server's 422 JSON pointers on the menu's entries)", () => {
  it('follows menuEntries/{i}/children/{j} to the entry and its part', () => {
    const { menu } = layoutDraftOf({
      menuEntries: [{ text: 'A' }, { text: 'B', children: [{ text: 'B1' }, { text: 'B2' }] }],
      startingViews: {},
    });
    const b2 = menu[1]!.children[1]!.key;
    const problems = readLayoutProblems(
      new ApiError({
        status: 422,
        body: {
          errors: [
            { path: '/menuEntries/1/children/1/routePath', message: 'must match pattern "^…$"' },
            { path: '/menuEntries/0/icon', message: 'must match pattern "^[A-Za-z0-9_-]+$"' },
            { path: '/startingViews/r1/0', message: 'must match format "uuid"' },
          ],
        },
      }),
      menu,
    );
    expect(problems?.get(`entry:${b2}:target`)).toEqual({ common: 'validations.routePath' });
    expect(problems?.get(`entry:${menu[0]!.key}:icon`)).toEqual({ studio: 'layout.problems.icon' });
    expect(problems?.get('starting:r1')).toMatchObject({ studio: 'layout.problems.invalid' });
  });
});
