// The usual alternative, for comparison: the same four routes written plainly with Express
// and pg on the same database, verifying the same identity tokens with jose.
import express from 'express';
import { createLocalJWKSet, jwtVerify } from 'jose';
import pg from 'pg';

export async function startExpress({ port, databaseUrl, harit }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const jwks = createLocalJWKSet(await (await fetch(`${harit}/api/auth/jwks`)).json());
  const issuer = harit.replace('127.0.0.1', 'localhost');
  const rupees = (paise) => (paise === null ? null : paise / 100);
  const product = (r) => ({
    _id: r.id,
    slug: r.slug,
    name: r.name,
    description: r.description,
    image: r.image,
    price: rupees(r.price_paise),
    mrp: rupees(r.mrp_paise),
    rating: r.rating,
    ratingCount: r.rating_count,
    ...(r.category_name ? { category: r.category_name } : {}),
    ...(r.category_slug ? { categorySlug: r.category_slug } : {}),
    stock: r.stock,
    featured: r.featured,
  });
  const columns = `p.id, p.slug, p.name, p.description, p.image, p.price_paise, p.mrp_paise,
    p.rating, p.rating_count, p.stock, p.featured, c.name as category_name, c.slug as category_slug,
    count(*) over () as total`;

  async function auth(req, res, next) {
    try {
      const token = req.headers.authorization?.replace(/^Bearer /, '');
      const { payload } = await jwtVerify(token ?? '', jwks, { issuer, audience: issuer });
      req.userId = payload.sub;
      next();
    } catch {
      res.status(401).json({ message: 'Sign in required' });
    }
  }

  const app = express();
  app.use(express.json());
  app.get('/api/products', async (req, res) => {
    const search = typeof req.query.search === 'string' ? req.query.search : '';
    const { rows } = search
      ? await pool.query(
          `select ${columns} from products p left join categories c on c.id = p.category_id
           where p.stock > 0 and p.search_vector @@ websearch_to_tsquery('english', $1)
           order by ts_rank(p.search_vector, websearch_to_tsquery('english', $1)) desc, p.rating_count desc, p.id
           limit 60`,
          [search],
        )
      : await pool.query(
          `select ${columns} from products p left join categories c on c.id = p.category_id
           where p.stock > 0 order by c.position, p.name, p.id limit 60`,
        );
    res.set('X-Total-Count', String(rows[0]?.total ?? 0)).json(rows.map(product));
  });
  app.get('/api/cart/:userId', auth, async (req, res) => {
    if (req.params.userId !== req.userId) return res.status(403).json({ message: 'Forbidden' });
    const { rows } = await pool.query(
      `select p.id, p.name, p.image, p.price_paise, p.mrp_paise, p.stock, c.name as category_name, ci.quantity
       from cart_items ci join products p on p.id = ci.product_id left join categories c on c.id = p.category_id
       where ci.user_id = $1 order by ci.created_at, p.id`,
      [req.userId],
    );
    res.json(
      rows.map((r) => ({
        productId: r.id,
        name: r.name,
        image: r.image,
        price: rupees(r.price_paise),
        mrp: rupees(r.mrp_paise),
        quantity: r.quantity,
        ...(r.category_name ? { category: r.category_name } : {}),
        stock: r.stock,
      })),
    );
  });
  app.post('/api/cart/add', auth, async (req, res) => {
    const { userId, productId, quantity = 1 } = req.body ?? {};
    if (userId !== req.userId) return res.status(403).json({ message: 'Forbidden' });
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 99) {
      return res.status(400).json({ message: 'quantity must be 1 to 99' });
    }
    const { rows } = await pool.query(
      `insert into cart_items (user_id, product_id, quantity)
       select $1, p.id, $3 from products p where p.id = $2 and $3 <= least(p.stock, 99)
       on conflict (user_id, product_id) do update set quantity = cart_items.quantity + excluded.quantity, updated_at = now()
         where cart_items.quantity + excluded.quantity <= 99
       returning quantity`,
      [userId, productId, quantity],
    );
    if (rows.length === 0) return res.status(409).json({ message: 'Not enough stock' });
    res.json({ ok: true, message: 'Added to cart', quantity: rows[0].quantity });
  });
  const server = await new Promise((resolve) => {
    const s = app.listen(port, '127.0.0.1', () => resolve(s));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      await new Promise((r) => server.close(r));
      await pool.end();
    },
  };
}
