import { describe, expect, it } from 'vitest';
import { deferredResult, deferredStatement, StatementPipeline } from './statementPipeline';

/** A socket that records what the pipeline does to it, and statements answered by hand. */
function harness() {
  const events: string[] = [];
  const stream = {
    cork: () => events.push('cork'),
    uncork: () => events.push('uncork'),
  };
  const answers = new Map<
    string,
    { resolve: (rows: unknown[]) => void; reject: (e: Error) => void }
  >();
  const statement = (name: string) => () => {
    events.push(`write ${name}`);
    return new Promise<{ rows: unknown[] }>((resolve, reject) => {
      answers.set(name, { resolve: (rows) => resolve({ rows }), reject });
    });
  };
  return { events, pipeline: new StatementPipeline(stream), statement, answers };
}

describe('StatementPipeline', () => {
  it('defers begin and statements marked deferred, and nothing else', () => {
    expect(StatementPipeline.defers('begin')).toBe(true);
    expect(StatementPipeline.defers(`${deferredStatement} select set_config('a', 'b', true)`)).toBe(
      true,
    );
    expect(StatementPipeline.defers('commit')).toBe(false);
    expect(StatementPipeline.defers('select 1 /* deferred */')).toBe(false);
    expect(StatementPipeline.defers('begin; select 1')).toBe(false);
  });

  it('answers deferred statements at once and writes them with the next awaited one', async () => {
    const { events, pipeline, statement, answers } = harness();
    await expect(pipeline.send(statement('begin'), true)).resolves.toEqual(deferredResult);
    await expect(pipeline.send(statement('scope'), true)).resolves.toEqual(deferredResult);
    const page = pipeline.send(statement('page'), false);
    expect(events).toEqual(['cork', 'write begin', 'write scope', 'write page', 'uncork']);

    let settled = false;
    void page.then(() => {
      settled = true;
    });
    answers.get('page')?.resolve([{ id: 1 }]);
    await Promise.resolve();
    expect(settled).toBe(false); // the deferred ones are not answered yet
    answers.get('begin')?.resolve([]);
    answers.get('scope')?.resolve([]);
    await expect(page).resolves.toEqual({ rows: [{ id: 1 }] });
  });

  it('fails the awaited statement with the first failure of those deferred before it', async () => {
    const { pipeline, statement, answers } = harness();
    void pipeline.send(statement('begin'), true);
    void pipeline.send(statement('scope'), true);
    const page = pipeline.send(statement('page'), false);
    answers.get('begin')?.resolve([]);
    answers.get('scope')?.reject(new Error('invalid value for parameter "role"'));
    answers.get('page')?.reject(new Error('current transaction is aborted'));
    await expect(page).rejects.toThrow('invalid value for parameter "role"');
  });

  it('awaits a statement on its own when nothing was deferred, without touching the socket', async () => {
    const { events, pipeline, statement, answers } = harness();
    const one = pipeline.send(statement('one'), false);
    answers.get('one')?.resolve([{ n: 1 }]);
    await expect(one).resolves.toEqual({ rows: [{ n: 1 }] });
    const two = pipeline.send(statement('two'), false);
    answers.get('two')?.reject(new Error('division by zero'));
    await expect(two).rejects.toThrow('division by zero');
    expect(events).toEqual(['write one', 'write two']);
  });

  it('forgets the deferred statements once reported: the next statement stands alone', async () => {
    const { pipeline, statement, answers } = harness();
    void pipeline.send(statement('begin'), true);
    const first = pipeline.send(statement('first'), false);
    answers.get('begin')?.reject(new Error('broken'));
    answers.get('first')?.resolve([]);
    await expect(first).rejects.toThrow('broken');
    const second = pipeline.send(statement('second'), false);
    answers.get('second')?.resolve([{ ok: true }]);
    await expect(second).resolves.toEqual({ rows: [{ ok: true }] });
  });

  it('on release writes what is held back and releases once it is answered', async () => {
    const { events, pipeline, statement, answers } = harness();
    void pipeline.send(statement('begin'), true);
    let released = false;
    pipeline.release(() => {
      released = true;
    });
    expect(events).toEqual(['cork', 'write begin', 'uncork']);
    await Promise.resolve();
    expect(released).toBe(false);
    answers.get('begin')?.reject(new Error('connection lost'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(released).toBe(true);
  });

  it('releases at once when every statement was answered', () => {
    const { events, pipeline } = harness();
    let released = false;
    pipeline.release(() => {
      released = true;
    });
    expect(released).toBe(true);
    expect(events).toEqual([]);
  });
});
