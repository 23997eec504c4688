import { describe, expect, it } from 'vitest';
import { createStaticHost } from '../host/createStaticHost';
import type { MethodDefinition } from '../methods';
import {
  groupField,
  manual,
  numberField,
  openForm,
  read,
  rowsOf,
  sameRow,
  textField,
} from './formStoreTestKit';

// Server-side (delegated) methods answer later: the form keeps what it has until the answer
// comes, applies only the latest question's answer, and never leaves a failure unhandled.

/** A host whose delegated methods wait until the test answers them, in any order. */
function deferredHost() {
  const asked: {
    text: unknown;
    row: number | undefined;
    answer: (value: unknown) => void;
    fail: () => void;
  }[] = [];
  const host = createStaticHost({
    now: new Date('2026-11-21T10:00:00Z'),
    timeZone: 'Europe/Warsaw',
    resolveDelegatedMethod: (_method, context, inputs) =>
      new Promise((answer, reject) => {
        const row = context.rowIndexes.items;
        asked.push({ text: inputs.text, row, answer, fail: () => reject(new Error('503')) });
      }),
  });
  return { host, asked };
}

/** A delegated method (a QR code of `text`): the host above answers it. */
const onServer = (text: MethodDefinition): MethodDefinition => ({
  type: 'generated_qr_code',
  text,
});

/** Lets the promises run: questions reach the host, answers reach the form. */
async function settled(): Promise<void> {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
}

describe('form variables computed on the server', () => {
  const open = (host: ReturnType<typeof deferredHost>['host']) =>
    openForm(
      [
        textField('code'),
        textField('echo', { defaultValue: { type: 'variable_value', variableId: 'qr' } }),
      ],
      { host },
      { variables: [{ id: 'qr', name: 'QR', value: onServer(read('code')) }] },
    );

  it('keep their value until the answer, which then reaches the fields reading them', async () => {
    const { host, asked } = deferredHost();
    const form = open(host);
    await settled();
    expect(form.getState().variables.qr).toBeNull();
    expect(asked).toHaveLength(1);
    asked[0]!.answer('QR:first');
    await settled();
    expect(form.getState().variables.qr).toBe('QR:first');
    expect(form.getState().value('echo')).toBe('QR:first');
  });

  it('apply only the answer to the latest question', async () => {
    const { host, asked } = deferredHost();
    const form = open(host);
    form.setValue('code', 'A');
    form.setValue('code', 'B');
    await settled();
    expect(asked.map((question) => question.text)).toEqual([null, 'A', 'B']);
    asked[2]!.answer('QR:B');
    asked[1]!.answer('QR:A');
    await settled();
    expect(form.getState().variables.qr).toBe('QR:B');
  });

  it('become null when the server fails, without an unhandled rejection', async () => {
    const { host, asked } = deferredHost();
    const form = open(host);
    await settled();
    asked[0]!.answer('QR:first');
    await settled();
    form.setValue('code', 'B');
    await settled();
    asked[1]!.fail();
    await settled();
    expect(form.getState().variables.qr).toBeNull();
    expect(form.getState().value('echo')).toBeNull();
  });
});

describe('row defaults computed on the server', () => {
  const open = (host: ReturnType<typeof deferredHost>['host']) =>
    openForm(
      [
        groupField(
          'items',
          [
            numberField('amount'),
            textField('label', {
              defaultValue: onServer({ type: 'field_value_access', ...sameRow('items', 'amount') }),
            }),
          ],
          { minRowsCount: manual(1) },
        ),
      ],
      { host },
    );

  it('fill the row when the answer comes, and ask once per set of inputs', async () => {
    const { host, asked } = deferredHost();
    const form = open(host);
    expect(rowsOf(form, 'items')).toEqual([{ amount: null, label: null }]);
    await settled();
    expect(asked).toHaveLength(1);
    asked[0]!.answer('QR:empty');
    await settled();
    expect(rowsOf(form, 'items')).toEqual([{ amount: null, label: 'QR:empty' }]);
    // The rows computed again with the same inputs read the answer: no new question.
    expect(asked).toHaveLength(1);

    form.setRowValue('items', 0, 'amount', 5);
    await settled();
    expect(asked.map((question) => question.text)).toEqual([null, 5]);
    expect(rowsOf(form, 'items')[0]!.label).toBe('QR:empty');
    asked[1]!.answer('QR:5');
    await settled();
    expect(rowsOf(form, 'items')).toEqual([{ amount: 5, label: 'QR:5' }]);
    expect(asked).toHaveLength(2);
  });

  it('of an added row arrive for that row, and a person’s own value is never overwritten', async () => {
    const { host, asked } = deferredHost();
    const form = open(host);
    await settled();
    asked[0]!.answer('QR:0');
    await settled();
    form.addRow('items');
    await settled();
    const question = asked.findLast((entry) => entry.row === 1)!;
    form.setRowValue('items', 0, 'label', 'mine');
    question.answer('QR:new');
    await settled();
    expect(rowsOf(form, 'items').map((row) => row.label)).toEqual(['mine', 'QR:new']);
  });
});

describe('row limits computed on the server', () => {
  it('keep the group open until they answer, then add the minimum rows', async () => {
    const { host, asked } = deferredHost();
    const form = openForm(
      [groupField('items', [numberField('amount')], { minRowsCount: onServer(manual('x')) })],
      { host },
    );
    expect(form.getState().field('items')?.rowLimits).toEqual({ min: 0, max: 100 });
    expect(rowsOf(form, 'items')).toEqual([]);
    await settled();
    expect(asked).toHaveLength(1);
    asked[0]!.answer(2);
    await settled();
    expect(form.getState().field('items')?.rowLimits).toEqual({ min: 2, max: 100 });
    expect(rowsOf(form, 'items')).toHaveLength(2);
  });

  it('fall back to no limits when the server fails', async () => {
    const { host, asked } = deferredHost();
    const form = openForm(
      [groupField('items', [numberField('amount')], { maxRowsCount: onServer(manual('x')) })],
      { host },
    );
    await settled();
    asked[0]!.fail();
    await settled();
    expect(form.getState().field('items')?.rowLimits).toEqual({ min: 0, max: 100 });
  });
});
