// The ceiling for a database route: the cart read and the cart add written on bare
// node:http + pg, running the very SQL Harit runs for them (statement for statement, in the same
// transaction with the same cart lock) and the same token check (jose against Harit's own JWKS).
// What Harit costs beyond this is its framework: routing, validation, hooks, headers, Kysely.
// bench/api.mjs starts it beside Harit and first checks that both answer the same body.
import http from 'node:http';
import { createLocalJWKSet, jwtVerify } from 'jose';
import pg from 'pg';

const MAX_LINE_QUANTITY = 99;
const MAX_ORDER_LINES = 50;

const PRODUCT_COLUMNS = `"products"."id", "products"."slug", "products"."name", "products"."description",
  "products"."image", "products"."price_paise", "products"."mrp_paise", "products"."rating",
  "products"."rating_count", "products"."stock", "products"."featured",
  "categories"."name" as "category_name", "categories"."slug" as "category_slug"`;

const rupees = (paise) => Number(paise) / 100;

function cartLine(row, quantity) {
  return {
    productId: row.id,
    name: row.name,
    image: row.image,
    price: rupees(row.price_paise),
    mrp: row.mrp_paise === null ? null : rupees(row.mrp_paise),
    quantity,
    ...(row.category_name ? { category: row.category_name } : {}),
    stock: row.stock,
  };
}

export async function startCartCeiling({ port, databaseUrl, harit }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const jwks = createLocalJWKSet(await (await fetch(`${harit}/api/auth/jwks`)).json());
  const issuer = harit.replace('127.0.0.1', 'localhost');

  async function userOf(req) {
    const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    try {
      const { payload } = await jwtVerify(token, jwks, {
        issuer,
        audience: issuer,
        algorithms: ['EdDSA'],
      });
      return typeof payload.sub === 'string' && typeof payload.sid === 'string'
        ? payload.sub
        : null;
    } catch {
      return null;
    }
  }

  /** Harit's linesOf: the lines, then their products, in the order first added. */
  async function linesOf(userId) {
    const { rows } = await pool.query(
      'select "product_id", "quantity" from "cart_items" where "user_id" = $1 order by "created_at", "product_id"',
      [userId],
    );
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.product_id);
    const products = await pool.query(
      `select ${PRODUCT_COLUMNS} from "products" left join "categories" on "categories"."id" = "products"."category_id" where "products"."id" in (${ids.map((_, i) => `$${i + 1}`).join(', ')})`,
      ids,
    );
    const byId = new Map(products.rows.map((p) => [p.id, p]));
    return rows.flatMap((r) =>
      byId.has(r.product_id) ? [cartLine(byId.get(r.product_id), r.quantity)] : [],
    );
  }

  /**
   * Harit's writeLine for an add: the product, then one statement (migration 0030's
   * cart_write_line: the cart lock, the line and the count, the upsert when allowed).
   */
  async function add(userId, productId, quantity) {
    const product = await pool.query(
      `select ${PRODUCT_COLUMNS} from "products" left join "categories" on "categories"."id" = "products"."category_id" where "products"."id" = $1 and "products"."archived_at" is null`,
      [productId],
    );
    if (product.rows.length === 0)
      throw Object.assign(new Error('Product not found'), { status: 404 });
    const { name, stock } = product.rows[0];
    const { rows } = await pool.query('select * from cart_write_line($1, $2, $3, $4, $5, $6)', [
      userId,
      productId,
      quantity,
      true,
      Math.min(stock, MAX_LINE_QUANTITY),
      MAX_ORDER_LINES,
    ]);
    const { written } = rows[0];
    if (written === null) {
      throw Object.assign(new Error(`Only ${stock} of ${name} in stock`), { status: 409 });
    }
    return cartLine(product.rows[0], written);
  }

  function send(res, status, body, headers = {}) {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
      'cache-control': 'no-store',
      ...headers,
    });
    res.end(text);
  }

  async function handle(req, res) {
    const userId = await userOf(req);
    if (!userId) return send(res, 401, { message: 'Sign in required' });
    if (req.method === 'GET' && req.url.startsWith('/api/cart/')) {
      if (decodeURIComponent(req.url.slice('/api/cart/'.length)) !== userId) {
        return send(res, 403, { message: 'Forbidden' });
      }
      const lines = await linesOf(userId);
      return send(res, 200, lines, { 'x-total-count': String(lines.length) });
    }
    if (req.method === 'POST' && req.url === '/api/cart/add') {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}');
      const { productId, quantity = 1 } = body;
      if (body.userId !== userId) return send(res, 403, { message: 'Forbidden' });
      if (
        typeof productId !== 'string' ||
        !Number.isInteger(quantity) ||
        quantity < 1 ||
        quantity > MAX_LINE_QUANTITY
      ) {
        return send(res, 400, { message: 'Invalid cart line' });
      }
      const item = await add(userId, productId, quantity);
      return send(res, 200, { ok: true, message: 'Added to cart', item });
    }
    return send(res, 404, { message: 'Not found' });
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => send(res, error.status ?? 500, { message: error.message }));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      await new Promise((r) => server.close(r));
      await pool.end();
    },
  };
}
