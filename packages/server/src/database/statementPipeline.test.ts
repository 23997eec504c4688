import { describe, expect, it } from 'vitest';
import {
  deferredResult,
  deferredStatement,
  readOnlyBegin,
  StatementPipeline,
} from './statementPipeline';

const scope = `${deferredStatement} select set_config('role', 'tessera_app', true)`;

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
    expect(StatementPipeline.defers(readOnlyBegin)).toBe(true);
    expect(StatementPipeline.defers('commit')).toBe(false);
    expect(StatementPipeline.defers('select 1 /* deferred */')).toBe(false);
    expect(StatementPipeline.defers('begin; select 1')).toBe(false);
  });

  it('answers deferred statements at once and writes them with the next awaited one', async () => {
    const { events, pipeline, statement, answers } = harness();
    await expect(pipeline.send(statement('begin'), 'begin')).resolves.toEqual(deferredResult);
    await expect(pipeline.send(statement('scope'), scope)).resolves.toEqual(deferredResult);
    const page = pipeline.send(statement('page'), 'select page');
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
    void pipeline.send(statement('begin'), 'begin');
    void pipeline.send(statement('scope'), scope);
    const page = pipeline.send(statement('page'), 'select page');
    answers.get('begin')?.resolve([]);
    answers.get('scope')?.reject(new Error('invalid value for parameter "role"'));
    answers.get('page')?.reject(new Error('current transaction is aborted'));
    await expect(page).rejects.toThrow('invalid value for parameter "role"');
  });

  it('awaits a statement on its own when nothing was deferred, without touching the socket', async () => {
    const { events, pipeline, statement, answers } = harness();
    const one = pipeline.send(statement('one'), 'select one');
    answers.get('one')?.resolve([{ n: 1 }]);
    await expect(one).resolves.toEqual({ rows: [{ n: 1 }] });
    const two = pipeline.send(statement('two'), 'select two');
    answers.get('two')?.reject(new Error('division by zero'));
    await expect(two).rejects.toThrow('division by zero');
    expect(events).toEqual(['write one', 'write two']);
  });

  it('forgets the deferred statements once reported: the next statement stands alone', async () => {
    const { pipeline, statement, answers } = harness();
    void pipeline.send(statement('begin'), 'begin');
    const first = pipeline.send(statement('first'), 'select first');
    answers.get('begin')?.reject(new Error('broken'));
    answers.get('first')?.resolve([]);
    await expect(first).rejects.toThrow('broken');
    const second = pipeline.send(statement('second'), 'select second');
    answers.get('second')?.resolve([{ ok: true }]);
    await expect(second).resolves.toEqual({ rows: [{ ok: true }] });
  });

  it('on release writes what is held back and releases once it is answered', async () => {
    const { events, pipeline, statement, answers } = harness();
    void pipeline.send(statement('begin'), 'begin');
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

  it("holds a read-only transaction's commit back past release, for the next transaction's first write", async () => {
    const { events, pipeline, statement, answers } = harness();
    void pipeline.send(statement('begin'), readOnlyBegin);
    const page = pipeline.send(statement('page'), 'select page');
    answers.get('begin')?.resolve([]);
    answers.get('page')?.resolve([{ id: 1 }]);
    await page;
    await expect(pipeline.send(statement('commit'), 'commit')).resolves.toEqual(deferredResult);
    let released = false;
    pipeline.release(() => {
      released = true;
    });
    expect(released).toBe(true);
    // The next checkout of the connection: its statements leave with the commit, in one write.
    void pipeline.send(statement('begin2'), 'begin');
    const next = pipeline.send(statement('next'), 'select next');
    expect(events).toEqual([
      'cork',
      'write begin',
      'write page',
      'uncork',
      'cork',
      'write commit',
      'write begin2',
      'write next',
      'uncork',
    ]);
    answers.get('commit')?.resolve([]);
    answers.get('begin2')?.resolve([]);
    answers.get('next')?.resolve([{ n: 2 }]);
    await expect(next).resolves.toEqual({ rows: [{ n: 2 }] });
  });

  it('writes a held commit at the next turn of the event loop when the connection stays idle', async () => {
    const { events, pipeline, statement } = harness();
    void pipeline.send(statement('begin'), readOnlyBegin);
    void pipeline.send(statement('commit'), 'commit');
    pipeline.release(() => {});
    expect(events).toEqual(['cork', 'write begin', 'write commit']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['cork', 'write begin', 'write commit', 'uncork']);
  });

  it('awaits the commit of a transaction that may write, and a rollback, as any statement', async () => {
    const { events, pipeline, statement, answers } = harness();
    void pipeline.send(statement('begin'), 'begin');
    const commit = pipeline.send(statement('commit'), 'commit');
    expect(events).toEqual(['cork', 'write begin', 'write commit', 'uncork']);
    answers.get('begin')?.resolve([]);
    answers.get('commit')?.reject(new Error('deferred constraint violated'));
    await expect(commit).rejects.toThrow('deferred constraint violated');
    // Read-only until its end only: a rollback ends it, and the next commit is awaited again.
    void pipeline.send(statement('begin2'), readOnlyBegin);
    const rollback = pipeline.send(statement('rollback'), 'rollback');
    answers.get('begin2')?.resolve([]);
    answers.get('rollback')?.resolve([]);
    await rollback;
    void pipeline.send(statement('begin3'), 'begin');
    const commit3 = pipeline.send(statement('commit3'), 'commit');
    answers.get('begin3')?.resolve([]);
    answers.get('commit3')?.resolve([]);
    await expect(commit3).resolves.toEqual({ rows: [] });
  });

  it("fails the next transaction's first awaited statement when a held commit failed", async () => {
    const { pipeline, statement, answers } = harness();
    void pipeline.send(statement('begin'), readOnlyBegin);
    void pipeline.send(statement('commit'), 'commit');
    pipeline.release(() => {});
    const next = pipeline.send(statement('next'), 'select next');
    answers.get('begin')?.resolve([]);
    answers.get('commit')?.reject(new Error('connection terminated'));
    answers.get('next')?.reject(new Error('connection terminated'));
    await expect(next).rejects.toThrow('connection terminated');
  });
});
