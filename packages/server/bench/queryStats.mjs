// Loaded into the server by the save benchmark's profile mode (`node --import`), never in
// production: counts and times every statement the pg driver sends, and the waits for a pooled
// connection. SIGUSR2 writes what was counted since the last SIGUSR2 to
// BENCH_QUERY_STATS_FILE and starts again, so the bench can frame exactly its measured window.
// Plain JavaScript on purpose: the server runs on plain node, without a TypeScript loader.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The server's own copy of pg (the one its ESM import loads), resolved from its entry point.
const pg = createRequire(process.argv[1])('pg');
const file = process.env.BENCH_QUERY_STATS_FILE;

let statements = new Map();
let poolWaits = { count: 0, totalMs: 0, maxMs: 0 };

const normalize = (text) => text.replace(/\s+/g, ' ').trim().slice(0, 160);

function timed(promise, record) {
  if (promise === null || typeof promise !== 'object' || typeof promise.then !== 'function') {
    return promise;
  }
  const started = performance.now();
  const done = () => record(performance.now() - started);
  promise.then(done, done);
  return promise;
}

function countStatement(text, ms) {
  const key = normalize(text);
  const entry = statements.get(key) ?? { count: 0, totalMs: 0 };
  entry.count += 1;
  entry.totalMs += ms;
  statements.set(key, entry);
}

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(config, ...rest) {
  const text = typeof config === 'string' ? config : config?.text;
  if (typeof text !== 'string') return query.call(this, config, ...rest);
  // pg.Pool's own `query` passes a callback (and gets no promise back): time that instead.
  const callback = rest.at(-1);
  if (typeof callback === 'function') {
    const started = performance.now();
    return query.call(this, config, ...rest.slice(0, -1), (...answer) => {
      countStatement(text, performance.now() - started);
      return callback(...answer);
    });
  }
  return timed(query.call(this, config, ...rest), (ms) => countStatement(text, ms));
};

const connect = pg.Pool.prototype.connect;
pg.Pool.prototype.connect = function countedConnect(...args) {
  return timed(connect.apply(this, args), (ms) => {
    poolWaits.count += 1;
    poolWaits.totalMs += ms;
    poolWaits.maxMs = Math.max(poolWaits.maxMs, ms);
  });
};

process.on('SIGUSR2', () => {
  if (file !== undefined) {
    const sorted = [...statements].map(([text, entry]) => ({ text, ...entry }));
    sorted.sort((a, b) => b.totalMs - a.totalMs);
    writeFileSync(file, JSON.stringify({ statements: sorted, poolWaits }));
  }
  statements = new Map();
  poolWaits = { count: 0, totalMs: 0, maxMs: 0 };
});
