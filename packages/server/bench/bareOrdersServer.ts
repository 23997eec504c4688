import Fastify from 'fastify';
import pg from 'pg';
import { benchOrderFields } from './benchOrders';

/*
 * The endpoint benchmark's reference (see queryEndpoint.ts): a bare Fastify process answering
 * one page of `bench_orders` — the orders with real typed columns — with hand-written SQL through
 * a pg pool, in the shape `POST /api/views/{id}/rows` answers: `{ data: [{ id, cells }], meta }`,
 * the count capped at BARE_COUNT_CAP as table views count. No login, no tenant, no definitions:
 * the least any server must do for that page. Started by the benchmark as its own process
 * (`node --import tsx`), with
 *   DATABASE_URL, HOST, PORT            where to read and where to listen
 *   BARE_CLIENT_ID                      the orders' client
 *   BARE_REGIONS                        the regions `POST /orders/filtered` lists (comma-separated)
 *   BARE_COUNT_CAP                      count at most this many (10,000)
 * Routes: `POST /orders/all` and `POST /orders/filtered` with `{ page, perPage }`; `GET /health`.
 */

const env = process.env;
const clientId = env.BARE_CLIENT_ID ?? '';
const regions = (env.BARE_REGIONS ?? '').split(',').filter((region) => region !== '');
const countCap = Number(env.BARE_COUNT_CAP ?? 10_000);

// As many connections as the server's pool (pg's default, 10).
const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 10 });
pool.on('error', () => {});

const columns = benchOrderFields
  .map((field) => (field.type === 'date' ? `${field.column}::text` : field.column))
  .join(', ');

/** The page and the capped count, as named prepared statements (parsed once per connection). */
function statements(filtered: boolean) {
  const where = filtered ? 'client_id = $1 and region = any($2)' : 'client_id = $1';
  const name = filtered ? 'filtered' : 'all';
  return {
    page: {
      name: `${name}-page`,
      text: `select id, ${columns} from bench_orders where ${where}
        order by amount desc, created_at, id limit $${filtered ? 3 : 2} offset $${filtered ? 4 : 3}`,
    },
    count: {
      name: `${name}-count`,
      text: `select count(*)::int as total from (select from bench_orders where ${where}
        limit $${filtered ? 3 : 2}) as counted`,
    },
  };
}

interface PageBody {
  readonly page: number;
  readonly perPage: number;
}

const app = Fastify({ logger: false });

app.get('/health', async () => ({ status: 'ok' }));

for (const filtered of [false, true]) {
  const sqlOf = statements(filtered);
  const scope = filtered ? [clientId, regions] : [clientId];
  app.post<{ Body: PageBody }>(
    `/orders/${filtered ? 'filtered' : 'all'}`,
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
        pool.query<Record<string, string | number>>({
          ...sqlOf.page,
          values: [...scope, perPage, (page - 1) * perPage],
        }),
        pool.query<{ total: number }>({ ...sqlOf.count, values: [...scope, countCap + 1] }),
      ]);
      const counted = count.rows[0]?.total ?? 0;
      const total = Math.min(counted, countCap);
      const data = rows.rows.map((row) => {
        const cells: Record<string, string | number> = {};
        for (const field of benchOrderFields) cells[field.name] = row[field.column] as string;
        return { id: row.id, cells };
      });
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
