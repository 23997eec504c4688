import fc from 'fast-check';
import type { Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import type { FormDraft } from '../forms/formDraft';
import {
  addField,
  applyPlacement,
  createFormField,
  removeFields,
  setFieldBinding,
  setProvider,
  updateField,
} from '../forms/formDraftEdits';
import { bottomRow, layoutsOverlap, moveBy, placeAt } from '../forms/formLayout';
import { applyEdit, createHistory, HISTORY_LIMIT, redo, undo } from './draftHistory';

const textType = { type: 'text', defaultSize: { width: 3, height: 9 }, defaultOptions: {} };
const start: FormDraft = { name: 'Nowy lead', status: 'active', fields: [] };

/** One designer action as a recipe over the form, picked by fast-check. */
type Edit = (form: Draft<FormDraft>) => void;

const pickId = (form: Draft<FormDraft>, pick: number) =>
  form.fields.length === 0 ? null : form.fields[pick % form.fields.length]!.id;

const editArb: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ x: fc.nat(11), y: fc.nat(40) }).map(
    (position): Edit =>
      (form) => {
        const field = createFormField(textType, position, form.fields);
        addField(form, field, placeAt([...form.fields, field], field.id, field.layout));
      },
  ),
  fc.nat().map(
    (pick): Edit =>
      (form) => {
        const id = pickId(form, pick);
        if (id) removeFields(form, [id]);
      },
  ),
  fc
    .record({
      pick: fc.nat(),
      dx: fc.integer({ min: -1, max: 1 }),
      dy: fc.integer({ min: -1, max: 1 }),
    })
    .map(
      ({ pick, dx, dy }): Edit =>
        (form) => {
          const id = pickId(form, pick);
          if (!id) return;
          applyPlacement(form, moveBy(form.fields, [id], dx, dy));
        },
    ),
  fc.record({ pick: fc.nat(), label: fc.string({ maxLength: 8 }) }).map(
    ({ pick, label }): Edit =>
      (form) => {
        const id = pickId(form, pick);
        if (id)
          updateField(form, id, (field) => {
            field.label = label;
          });
      },
  ),
  fc.constantFrom<Edit>(
    (form) => setProvider(form, 'p-customers'),
    (form) => setProvider(form, null),
  ),
  fc.nat().map(
    (pick): Edit =>
      (form) => {
        const id = pickId(form, pick);
        if (id) setFieldBinding(form, id, 'name');
      },
  ),
);

describe('draft history (issue 8: undo/redo over the editor draft)', () => {
  it('property: undo after any sequence of edits restores each previous state, redo replays them', () => {
    fc.assert(
      fc.property(fc.array(editArb, { maxLength: 25 }), (edits) => {
        let history = createHistory(start);
        const states = [history.present];
        for (const edit of edits) {
          history = applyEdit(history, edit);
          if (history.present !== states.at(-1)) states.push(history.present);
        }
        for (let index = states.length - 2; index >= 0; index -= 1) {
          history = undo(history);
          expect(history.present).toBe(states[index]);
        }
        expect(undo(history)).toBe(history);
        for (let index = 1; index < states.length; index += 1) {
          history = redo(history);
          expect(history.present).toEqual(states[index]);
        }
        expect(redo(history)).toBe(history);
      }),
    );
  });

  it('property: the editor’s layout edits never overlap fields nor leave the 12 columns', () => {
    fc.assert(
      fc.property(fc.array(editArb, { maxLength: 25 }), (edits) => {
        let history = createHistory(start);
        for (const edit of edits) history = applyEdit(history, edit);
        const { fields } = history.present;
        for (const [index, field] of fields.entries()) {
          expect(field.layout.x + field.layout.width).toBeLessThanOrEqual(12);
          for (const other of fields.slice(index + 1)) {
            expect(layoutsOverlap(field.layout, other.layout)).toBe(false);
          }
        }
      }),
    );
  });

  it('an edit that changes nothing is no undo step', () => {
    const history = createHistory(start);
    expect(applyEdit(history, () => {})).toBe(history);
  });

  it('edits about the same thing join one step (typing a label is one undo)', () => {
    let history = createHistory(start);
    history = applyEdit(history, (form) => {
      form.name = 'A';
    });
    history = applyEdit(
      history,
      (form) => {
        form.name = 'Ab';
      },
      'name',
    );
    history = applyEdit(
      history,
      (form) => {
        form.name = 'Abc';
      },
      'name',
    );
    expect(history.present.name).toBe('Abc');
    expect(undo(history).present.name).toBe('A');
  });

  it('a new edit after an undo drops the redo steps', () => {
    let history = applyEdit(createHistory(start), (form) => {
      form.name = 'A';
    });
    history = undo(history);
    history = applyEdit(history, (form) => {
      form.name = 'B';
    });
    expect(history.future).toEqual([]);
    expect(redo(history)).toBe(history);
  });

  it(`keeps the last ${HISTORY_LIMIT} steps`, () => {
    let history = createHistory(start);
    for (let step = 0; step < HISTORY_LIMIT + 5; step += 1) {
      history = applyEdit(history, (form) => {
        form.name = `v${step}`;
      });
    }
    expect(history.past).toHaveLength(HISTORY_LIMIT);
  });

  it('adding a field places it below everything when dropped at the bottom row', () => {
    let history = createHistory(start);
    for (let count = 0; count < 3; count += 1) {
      history = applyEdit(history, (form) => {
        const field = createFormField(textType, { x: 0, y: bottomRow(form.fields) }, form.fields);
        addField(form, field, placeAt([...form.fields, field], field.id, field.layout));
      });
    }
    expect(history.present.fields.map((field) => [field.id, field.layout.y])).toEqual([
      ['text_1', 0],
      ['text_2', 9],
      ['text_3', 18],
    ]);
  });
});
