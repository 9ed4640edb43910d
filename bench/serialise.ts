// What serialising answers with their response schemas costs (decision 072): the catalogue's
// list (60 products) and a cart (5 lines), through fastify-type-provider-zod's serializer (zod
// checks the answer and drops what its schema lacks, then JSON.stringify) beside JSON.stringify
// alone, rounds alternating so the noise of a shared machine falls on both alike.
// npx tsx bench/serialise.ts   (BENCH_ROUNDS, default 5; BENCH_ITERATIONS per round, default 2000)
import { isDeepStrictEqual } from 'node:util';
import { cartLine } from '@harit/core/api/catalog';
import { product } from '@harit/core/api/product';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadConfig } from '../apps/server/src/config.ts';
import { createServer } from '../apps/server/src/server.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const iterations = Number(process.env.BENCH_ITERATIONS ?? 2000);

const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: 'memory://',
  LOG_LEVEL: 'silent',
  AUTH_SECRET: 'a-secret-for-the-serialisation-bench-only',
  SEED_DEMO: 'false',
});
const { app, database } = await createServer(config, { mailer: { send: async () => {} } });
await app.ready();
const products = (await app.inject({ url: '/api/products?limit=60' })).json<unknown[]>();
await app.close();
await database.close();
const cart = (products as z.output<typeof product>[]).slice(0, 5).map((p) => ({
  productId: p._id,
  name: p.name,
  image: p.image,
  price: p.price,
  mrp: p.mrp,
  quantity: 2,
  category: p.category,
  stock: p.stock,
}));

const compile = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/bench', httpStatus: '200' } as never) as (
    data: unknown,
  ) => string;
const cases = [
  {
    name: `catalogue list (${products.length} products)`,
    body: products,
    schema: z.array(product),
  },
  { name: `cart (${cart.length} lines)`, body: cart, schema: z.array(cartLine) },
];

function time(serialise: (data: unknown) => string, body: unknown): number {
  const start = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) serialise(body);
  return Number(process.hrtime.bigint() - start) / 1e3 / iterations; // µs per answer
}

console.log(`rounds ${rounds} × ${iterations} answers each; µs per answer, median of rounds`);
console.log('| answer | bytes | JSON.stringify µs | with its schema µs | ratio |');
console.log('|---|---|---|---|---|');
for (const { name, body, schema } of cases) {
  const withSchema = compile(schema);
  // Same fields and values (zod writes them in its schema's order).
  if (!isDeepStrictEqual(JSON.parse(withSchema(body)), body)) {
    const first = (body as Record<string, unknown>[])[0]!;
    const out = (JSON.parse(withSchema(body)) as Record<string, unknown>[])[0]!;
    const lost = Object.keys(first).filter((key) => !(key in out));
    throw new Error(`${name}: the schema changed the answer (lost: ${lost.join(', ')})`);
  }
  const plain: number[] = [];
  const schemaRuns: number[] = [];
  time(withSchema, body); // warm-up
  time(JSON.stringify, body);
  for (let round = 0; round < rounds; round++) {
    plain.push(time(JSON.stringify, body));
    schemaRuns.push(time(withSchema, body));
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const [a, b] = [median(plain), median(schemaRuns)];
  console.log(
    `| ${name} | ${JSON.stringify(body).length} | ${a.toFixed(1)} | ${b.toFixed(1)} | ${(b / a).toFixed(2)}× |`,
  );
}
