// Addresses and PIN codes (decision 028): the PIN lookup, the address book and the order's PIN check.
import { MAX_SAVED_ADDRESSES } from '@harit/core/limits';
import type { SavedAddress } from '@harit/core/types';
import { describe, expect, it } from 'vitest';
import { shipping, stockOf, type TestUser, useTestApp } from './helpers.ts';

const t = useTestApp();

const bengaluru = {
  firstName: 'Meera',
  lastName: 'Iyer',
  phone: '+91 98450 12345',
  address: '7 Richmond Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560025',
};

const bookOf = async (user: TestUser) =>
  (await t.as(user).get('/api/account/addresses')).json<SavedAddress[]>();

describe('GET /api/pin-codes/:pin', () => {
  it('says where a known PIN code is, in the names the State field offers', async () => {
    const cases = {
      '560025': { city: null, district: 'Bengaluru Urban', state: 'Karnataka' },
      '110001': { city: 'New Delhi', district: 'New Delhi', state: 'Delhi' },
      '751001': { city: 'Bhubaneswar', district: 'Khordha', state: 'Odisha' },
      '605001': { city: 'Pondicherry', district: 'Pondicherry', state: 'Puducherry' },
      '194101': { city: 'Leh', district: 'Leh Ladakh', state: 'Ladakh' },
      '396210': { district: 'Daman', state: 'Dadra and Nagar Haveli and Daman and Diu' },
    };
    for (const [pin, place] of Object.entries(cases)) {
      const res = await t.app.inject({ method: 'GET', url: `/api/pin-codes/${pin}` });
      expect(res.statusCode, pin).toBe(200);
      expect(res.json()).toMatchObject({ pin, ...place });
    }
  });

  it('answers the town of the head office as the city, districts spelt as India Post does', async () => {
    // Decision 062: 520001's district is NTR, its head office Vijayawada.
    const res = await t.app.inject({ method: 'GET', url: '/api/pin-codes/520001' });
    expect(res.json()).toMatchObject({
      city: 'Vijayawada',
      district: 'NTR',
      state: 'Andhra Pradesh',
      states: ['Andhra Pradesh'],
    });
  });

  it('puts each PIN where India Post and GeoNames agree, and a border PIN in either state', async () => {
    const cases: Record<string, { state: string; states: string[] }> = {
      // India Post's rows say "Nirmal, Telangana" and "Prakasam, Andhra Pradesh" here.
      '799001': { state: 'Tripura', states: ['Tripura'] },
      '504346': { state: 'Telangana', states: ['Telangana'] },
      '160014': { state: 'Chandigarh', states: ['Chandigarh', 'Punjab'] },
      '246763': { state: 'Uttar Pradesh', states: ['Uttar Pradesh', 'Uttarakhand'] },
      '533352': { state: 'Andhra Pradesh', states: ['Andhra Pradesh', 'Telangana'] },
      '605104': { state: 'Tamil Nadu', states: ['Tamil Nadu', 'Puducherry'] },
      '609601': { state: 'Puducherry', states: ['Puducherry', 'Tamil Nadu'] },
      '783123': { state: 'Assam', states: ['Assam', 'Meghalaya'] },
    };
    for (const [pin, place] of Object.entries(cases)) {
      const res = await t.app.inject({ method: 'GET', url: `/api/pin-codes/${pin}` });
      expect(res.statusCode, pin).toBe(200);
      expect(res.json(), pin).toMatchObject({ pin, ...place });
    }
    const agartala = await t.app.inject({ method: 'GET', url: '/api/pin-codes/799001' });
    expect(agartala.json()).toMatchObject({ city: 'Agartala', district: 'West Tripura' });
  });

  it('answers 404 for an unknown PIN, "000000" and anything not a PIN', async () => {
    for (const pin of ['000000', '999999', '12345', 'abcdef', '5'.repeat(20)]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/pin-codes/${pin}` });
      expect(res.statusCode, pin).toBe(404);
      expect(res.json()).toEqual({ message: 'We do not know this PIN code' });
    }
  });

  it('refuses a NUL byte and an overlong value with 400 naming the field', async () => {
    const nul = await t.app.inject({ method: 'GET', url: '/api/pin-codes/56%000025' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toMatch(/^PIN code /);
    const long = await t.app.inject({ method: 'GET', url: `/api/pin-codes/${'5'.repeat(30)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/^PIN code /);
  });
});

describe('the address book', () => {
  it('adds, lists, edits, makes default and deletes, storing the phone as 10 digits', async () => {
    const meera = await t.signUp();
    expect(await bookOf(meera)).toEqual([]);
    const first = await t.as(meera).post('/api/account/addresses', bengaluru);
    expect(first.statusCode).toBe(201);
    const home = first.json<SavedAddress>();
    expect(home).toMatchObject({ ...bengaluru, phone: '9845012345', email: null, isDefault: true });

    const second = await t.as(meera).post('/api/account/addresses', {
      ...shipping,
      phone: '098765 43210',
    });
    expect(second.statusCode).toBe(201);
    const office = second.json<SavedAddress>();
    expect(office).toMatchObject({ ...shipping, isDefault: false });

    const edited = await t
      .as(meera)
      .put(`/api/account/addresses/${office.id}`, { ...shipping, address: '15 MG Road' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ address: '15 MG Road', isDefault: false });

    const made = await t.as(meera).post(`/api/account/addresses/${office.id}/default`);
    expect(made.statusCode).toBe(200);
    expect((await bookOf(meera)).map((a) => [a.id, a.isDefault])).toEqual([
      [office.id, true],
      [home.id, false],
    ]);

    const deleted = await t.as(meera).delete(`/api/account/addresses/${office.id}`);
    expect(deleted.statusCode).toBe(200);
    // The default went, so the one left is the default now.
    expect((await bookOf(meera)).map((a) => [a.id, a.isDefault])).toEqual([[home.id, true]]);
  });

  it('refuses an unknown PIN, "000000" and a PIN in another state, naming the field', async () => {
    const meera = await t.signUp();
    const unknown = await t
      .as(meera)
      .post('/api/account/addresses', { ...bengaluru, zip: '999999' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^Enter a PIN code that exists/);
    const zeros = await t.as(meera).post('/api/account/addresses', { ...bengaluru, zip: '000000' });
    expect(zeros.statusCode).toBe(400);
    expect(zeros.json().message).toBe('We do not know this PIN code');
    const elsewhere = await t
      .as(meera)
      .post('/api/account/addresses', { ...bengaluru, state: 'Kerala' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe('PIN code 560025 is in Karnataka, not Kerala');
    const badFormat = await t
      .as(meera)
      .post('/api/account/addresses', { ...bengaluru, zip: '5600' });
    expect(badFormat.json().message).toBe('Valid ZIP code is required');
    const badPhone = await t
      .as(meera)
      .post('/api/account/addresses', { ...bengaluru, phone: '5845012345' });
    expect(badPhone.json().message).toBe('Valid phone number is required');
    expect(await bookOf(meera)).toEqual([]);

    const added = (
      await t.as(meera).post('/api/account/addresses', bengaluru)
    ).json<SavedAddress>();
    const moved = await t
      .as(meera)
      .put(`/api/account/addresses/${added.id}`, { ...bengaluru, zip: '411001' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe('PIN code 411001 is in Maharashtra, not Karnataka');
    expect((await bookOf(meera))[0]).toMatchObject({ zip: '560025' });
  });

  it('saves an Agartala address in Tripura, and a border PIN in either of its states', async () => {
    const meera = await t.signUp();
    const agartala = { ...bengaluru, city: 'Agartala', state: 'Tripura', zip: '799001' };
    expect((await t.as(meera).post('/api/account/addresses', agartala)).statusCode).toBe(201);
    const telangana = await t
      .as(meera)
      .post('/api/account/addresses', { ...agartala, state: 'Telangana' });
    expect(telangana.statusCode).toBe(400);
    expect(telangana.json().message).toBe('PIN code 799001 is in Tripura, not Telangana');
    for (const state of ['Chandigarh', 'Punjab']) {
      const res = await t
        .as(meera)
        .post('/api/account/addresses', { ...bengaluru, city: 'Chandigarh', state, zip: '160014' });
      expect(res.statusCode, state).toBe(201);
    }
    expect((await bookOf(meera)).map((a) => [a.zip, a.state])).toEqual([
      ['799001', 'Tripura'],
      ['160014', 'Chandigarh'],
      ['160014', 'Punjab'],
    ]);
  });

  it('refuses NUL bytes, huge values and wrong types with 400 naming the field', async () => {
    const meera = await t.signUp();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...bengaluru, address: 'a\u0000b' }, /^Address must not contain control characters/],
      [{ ...bengaluru, city: 'x'.repeat(100_000) }, /^City must be at most 100 characters/],
      [{ ...bengaluru, zip: 560025 }, /^ZIP code must be text/],
      [{ ...bengaluru, phone: '9'.repeat(10_000) }, /^Valid phone number is required/],
      [{ ...bengaluru, state: 'Narnia' }, /^Choose a state or union territory/],
    ];
    for (const [body, message] of cases) {
      const res = await t.as(meera).post('/api/account/addresses', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await bookOf(meera)).toEqual([]);
  });

  it("answers 404 for another shopper's address and leaves it unchanged", async () => {
    const meera = await t.signUp();
    const ravi = await t.signUp();
    const hers = (await t.as(meera).post('/api/account/addresses', bengaluru)).json<SavedAddress>();
    const url = `/api/account/addresses/${hers.id}`;
    expect((await t.as(ravi).put(url, { ...bengaluru, address: 'Mine now' })).statusCode).toBe(404);
    expect((await t.as(ravi).post(`${url}/default`)).statusCode).toBe(404);
    expect((await t.as(ravi).delete(url)).statusCode).toBe(404);
    expect(await bookOf(ravi)).toEqual([]);
    expect(await bookOf(meera)).toEqual([hers]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/account/addresses' });
    expect(anonymous.statusCode).toBe(401);
  });

  it(`holds ${MAX_SAVED_ADDRESSES} addresses at most, even when 30 adds arrive at once`, async () => {
    const meera = await t.signUp();
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.as(meera).post('/api/account/addresses', { ...bengaluru, address: `${i} Church Street` }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(statuses.filter((s) => s === 409)).toHaveLength(30 - MAX_SAVED_ADDRESSES);
    expect(responses.find((r) => r.statusCode === 409)!.json().message).toBe(
      'Your address book already holds 20 addresses; delete one before adding another',
    );
    const book = await bookOf(meera);
    expect(book).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(book.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('keeps one default when several are made default at once', async () => {
    const meera = await t.signUp();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t
        .as(meera)
        .post('/api/account/addresses', { ...bengaluru, address: `${i} Lane` });
      ids.push(res.json<SavedAddress>().id);
    }
    const responses = await Promise.all(
      [...ids, ...ids.toReversed()].map((id) =>
        t.as(meera).post(`/api/account/addresses/${id}/default`),
      ),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect((await bookOf(meera)).filter((a) => a.isDefault)).toHaveLength(1);
  });
});

describe('placing an order checks the PIN code', () => {
  const productId = async () => {
    const row = await t.db
      .selectFrom('products')
      .select('id')
      .where('stock', '>', 5)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    return row.id;
  };

  it('refuses an unknown PIN and a PIN in another state, taking no stock', async () => {
    const meera = await t.signUp();
    const id = await productId();
    const before = await stockOf(t.db, id);
    const order = (s: Record<string, string>) =>
      t.as(meera).post('/api/orders', { items: [{ productId: id, quantity: 1 }], shipping: s });
    const unknown = await order({ ...shipping, zip: '999999' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^Enter a PIN code that exists/);
    const elsewhere = await order({ ...shipping, state: 'Gujarat' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe('PIN code 411001 is in Maharashtra, not Gujarat');
    expect(await stockOf(t.db, id)).toBe(before);

    const placed = await order({ ...shipping, phone: '+91 98765 43210' });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().shippingAddress.phone).toBe('9876543210');
  });

  it('"Save this information" puts the address in the book, the default only when asked', async () => {
    const meera = await t.signUp();
    await t.as(meera).post('/api/account/addresses', bengaluru);
    const id = await productId();
    // Decision 060: a default is never replaced without the shopper saying so.
    const kept = await t.as(meera).post('/api/orders', {
      items: [{ productId: id, quantity: 1 }],
      shipping,
      saveInfo: true,
      paymentMethod: 'upi',
    });
    expect(kept.statusCode).toBe(201);
    expect((await bookOf(meera)).map((a) => [a.zip, a.isDefault])).toEqual([
      ['560025', true],
      ['411001', false],
    ]);
    const placed = await t.as(meera).post('/api/orders', {
      items: [{ productId: id, quantity: 1 }],
      shipping,
      saveInfo: true,
      makeDefault: true,
      paymentMethod: 'upi',
    });
    expect(placed.statusCode).toBe(201);
    const book = await bookOf(meera);
    expect(book.map((a) => [a.zip, a.isDefault])).toEqual([
      ['411001', true],
      ['560025', false],
    ]);
    const saved = await t.as(meera).get('/api/orders/saved-shipping');
    expect(saved.json()).toEqual({ shipping, paymentMethod: 'upi' });
  });

  it('"Save this information" makes the first saved address the default', async () => {
    const ravi = await t.signUp();
    const placed = await t.as(ravi).post('/api/orders', {
      items: [{ productId: await productId(), quantity: 1 }],
      shipping,
      saveInfo: true,
      paymentMethod: 'cod',
    });
    expect(placed.statusCode).toBe(201);
    expect((await bookOf(ravi)).map((a) => [a.zip, a.isDefault])).toEqual([['411001', true]]);
  });
});
