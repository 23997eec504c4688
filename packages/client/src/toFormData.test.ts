import { describe, expect, it } from 'vitest';
import { toFormData } from './toFormData';

describe('toFormData (multipart fields named as qs reads them)', () => {
  it('names nested fields and lists with brackets (spec 001 §7: files[i][fileId], files[i][file], context[key])', () => {
    const file = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    const form = toFormData({
      documentId: 'd-1',
      typeId: 't-1',
      context: { key: 'k', processId: 'p' },
      files: [{ fileId: 'f-1', file }],
    });
    expect([...form.keys()]).toEqual([
      'documentId',
      'typeId',
      'context[key]',
      'context[processId]',
      'files[0][fileId]',
      'files[0][file]',
    ]);
    const sent = form.get('files[0][file]') as File;
    expect(sent.name).toBe('scan.pdf');
    expect(sent.type).toBe('application/pdf');
  });

  it('sends numbers and booleans as text, dates as ISO, null as empty, and leaves undefined out', () => {
    const form = toFormData({
      count: 2,
      draft: false,
      at: new Date(Date.UTC(2026, 0, 5)),
      none: null,
      skipped: undefined,
    });
    expect([...form.entries()]).toEqual([
      ['count', '2'],
      ['draft', 'false'],
      ['at', '2026-01-05T00:00:00.000Z'],
      ['none', ''],
    ]);
  });

  it('sends a plain Blob as a file', () => {
    const form = toFormData({ files: [new Blob(['abc'])] });
    expect(form.get('files[0]')).toBeInstanceOf(Blob);
    expect((form.get('files[0]') as Blob).size).toBe(3);
  });
});
