import { describe, expect, it } from 'vitest';
import { compareVersionDefinitions, type DefinitionDigest } from './versionChanges';

const digest = (
  id: string,
  kind: string,
  name: string | null,
  overrides: Partial<DefinitionDigest> = {},
): DefinitionDigest => ({
  id,
  kind,
  name,
  status: 'active',
  bodyDigest: `body-${id}`,
  ...overrides,
});

describe('compareVersionDefinitions (issue 8: what publishing changes)', () => {
  it('answers no change for two versions holding the same definitions', () => {
    const definitions = [digest('a', 'form', 'Oferta'), digest('b', 'applicationLayout', null)];
    expect(compareVersionDefinitions(definitions, [...definitions].reverse())).toEqual({
      added: [],
      changed: [],
      removed: [],
    });
  });

  it('lists a definition only the version holds as added, one only the other holds as removed', () => {
    const changes = compareVersionDefinitions(
      [digest('a', 'form', 'Oferta'), digest('n', 'dataProvider', 'Klienci')],
      [digest('a', 'form', 'Oferta'), digest('r', 'view', 'Stare zadania')],
    );
    expect(changes.added).toEqual([{ kind: 'dataProvider', id: 'n', name: 'Klienci' }]);
    expect(changes.removed).toEqual([{ kind: 'view', id: 'r', name: 'Stare zadania' }]);
    expect(changes.changed).toEqual([]);
  });

  it('"changed" = body or name or status differs; a rename names the old name too', () => {
    const other = [
      digest('body', 'form', 'Oferta'),
      digest('name', 'process', 'Sprzedaż'),
      digest('status', 'view', 'Zadania'),
      digest('same', 'view', 'Bez zmian'),
    ];
    const changes = compareVersionDefinitions(
      [
        digest('body', 'form', 'Oferta', { bodyDigest: 'edited' }),
        digest('name', 'process', 'Sprzedaż PV'),
        digest('status', 'view', 'Zadania', { status: 'inactive' }),
        digest('same', 'view', 'Bez zmian'),
      ],
      other,
    );
    expect(changes.changed).toEqual([
      { kind: 'form', id: 'body', name: 'Oferta' },
      { kind: 'process', id: 'name', name: 'Sprzedaż PV', previousName: 'Sprzedaż' },
      { kind: 'view', id: 'status', name: 'Zadania' },
    ]);
    expect(changes.added).toEqual([]);
    expect(changes.removed).toEqual([]);
  });

  it('counts a deleted definition as absent: deleted in the version is removed, deleted in the other is added', () => {
    const changes = compareVersionDefinitions(
      [digest('gone', 'form', 'Oferta', { status: 'deleted' }), digest('back', 'form', 'Umowa')],
      [digest('gone', 'form', 'Oferta'), digest('back', 'form', 'Umowa', { status: 'deleted' })],
    );
    expect(changes).toEqual({
      added: [{ kind: 'form', id: 'back', name: 'Umowa' }],
      changed: [],
      removed: [{ kind: 'form', id: 'gone', name: 'Oferta' }],
    });
  });

  it('orders each list by kind, then name', () => {
    const { added } = compareVersionDefinitions(
      [
        digest('3', 'view', 'A'),
        digest('2', 'form', 'Zgłoszenie'),
        digest('1', 'form', 'Oferta'),
        digest('4', 'dataProvider', 'Klienci'),
      ],
      [],
    );
    expect(added.map((change) => change.id)).toEqual(['4', '1', '2', '3']);
  });
});
