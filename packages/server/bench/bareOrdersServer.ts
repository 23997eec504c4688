import Fastify from 'fastify';
import pg from 'pg';
import { benchOrderFields } from './benchOrders';

/*
 * The endpoint benchmark's reference (see queryEndpoint.ts): a bare Fastify process answering
 * one page of `bench_orders` — the orders with real typed columns — with hand-written SQL through
 * a pg pool, in the shape `POST /api/views/{id}/rows` answers: `{ data: [{ id, cells }], meta }`,
 * the count capped at BARE_COUNT_CAP as table views count. No login, no tenant, no definitions:
 * the least any server must do for that page. With BARE_JSONB_TABLE it also answers the same
 * page from the orders as the product stores them — JSONB in the provider's partition of
 * `data_records`, read as its owner, with hand-written expression indexes
 * (`indexBenchOrdersJsonb`) — the least any server must do for that page on that storage.
 * Started by the benchmark as its own process (`node --import tsx`), with
 *   DATABASE_URL, HOST, PORT            where to read and where to listen
 *   BARE_CLIENT_ID                      the orders' client
 *   BARE_REGIONS                        the regions `POST /orders/filtered` lists (comma-separated)
 *   BARE_COUNT_CAP                      count at most this many (10,000)
 *   BARE_JSONB_TABLE                    the provider's partition (optional)
 * Routes: `POST /orders/all` and `POST /orders/filtered` with `{ page, perPage }`, the same under
 * `/orders/jsonb/` with BARE_JSONB_TABLE; `GET /health`.
 */

const env = process.env;
const clientId = env.BARE_CLIENT_ID ?? '';
const regions = (env.BARE_REGIONS ?? '').split(',').filter((region) => region !== '');
const countCap = Number(env.BARE_COUNT_CAP ?? 10_000);
const jsonbTable = env.BARE_JSONB_TABLE;
if (jsonbTable !== undefined && !/^data_records_[0-9a-f]{32}$/.test(jsonbTable)) {
  throw new Error(`BARE_JSONB_TABLE is not a provider's partition: ${jsonbTable}`);
}

// As many connections as the server's pool (pg's default, 10).
const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 10 });
pool.on('error', () => {});

const columns = benchOrderFields
  .map((field) => (field.type === 'date' ? `${field.column}::text` : field.column))
  .join(', ');

type Storage = 'typed' | 'jsonb';

/** The page and the capped count, as named prepared statements (parsed once per connection). */
function statements(storage: Storage, filtered: boolean) {
  const typed = storage === 'typed';
  const region = typed ? 'region' : "(data ->> 'region')";
  const where = [
    'client_id = $1',
    ...(typed ? [] : ["status = 'active'"]),
    ...(filtered ? [`${region} = any($2)`] : []),
  ].join(' and ');
  const table = typed ? 'bench_orders' : `"${jsonbTable}"`;
  const amount = typed ? 'amount' : "(data ->> 'amount')::float8";
  const name = `${storage}-${filtered ? 'filtered' : 'all'}`;
  return {
    page: {
      name: `${name}-page`,
      text: `select id, ${typed ? columns : 'data'} from ${table} where ${where}
        order by ${amount} desc, created_at, id limit $${filtered ? 3 : 2} offset $${filtered ? 4 : 3}`,
    },
    count: {
      name: `${name}-count`,
      text: `select count(*)::int as total from (select from ${table} where ${where}
        limit $${filtered ? 3 : 2}) as counted`,
    },
  };
}

/** A row's cells: a typed row's columns, or a JSONB row's values, by field. */
function cellsOf(storage: Storage, row: Record<string, unknown>): Record<string, unknown> {
  const cells: Record<string, unknown> = {};
  if (storage === 'typed') {
    for (const field of benchOrderFields) cells[field.name] = row[field.column];
  } else {
    const data = row.data as Record<string, unknown>;
    for (const field of benchOrderFields) cells[field.name] = data[field.name] ?? null;
  }
  return cells;
}

interface PageBody {
  readonly page: number;
  readonly perPage: number;
}

const app = Fastify({ logger: false });

app.get('/health', async () => ({ status: 'ok' }));

const storages: Storage[] = jsonbTable === undefined ? ['typed'] : ['typed', 'jsonb'];
for (const [storage, filtered] of storages.flatMap((one) =>
  [false, true].map((filter) => [one, filter] as const),
)) {
  const sqlOf = statements(storage, filtered);
  const scope = filtered ? [clientId, regions] : [clientId];
  app.post<{ Body: PageBody }>(
    `/orders/${storage === 'jsonb' ? 'jsonb/' : ''}${filtered ? 'filtered' : 'all'}`,
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['page', 'perPage'],
          properties: {
            page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
            perPage: { type: 'integer', minimum: 1, maximum: 100 },
          },
        },
      },
    },
    async (request) => {
      const { page, perPage } = request.body;
      const [rows, count] = await Promise.all([
        pool.query<Record<string, unknown>>({
          ...sqlOf.page,
          values: [...scope, perPage, (page - 1) * perPage],
        }),
        pool.query<{ total: number }>({ ...sqlOf.count, values: [...scope, countCap + 1] }),
      ]);
      const counted = count.rows[0]?.total ?? 0;
      const total = Math.min(counted, countCap);
      const data = rows.rows.map((row) => ({ id: row.id, cells: cellsOf(storage, row) }));
      return {
        data,
        meta: {
          page,
          perPage,
          lastPage: Math.max(1, Math.ceil(total / perPage)),
          total,
          ...(counted > countCap ? { totalCapped: true } : {}),
        },
      };
    },
  );
}

const close = () => {
  void app
    .close()
    .then(() => pool.end())
    .finally(() => process.exit(0));
};
process.once('SIGTERM', close);
process.once('SIGINT', close);

await app.listen({ host: env.HOST ?? '127.0.0.1', port: Number(env.PORT ?? 0) });
