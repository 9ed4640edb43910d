import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  FULL_NAME_MAX_LENGTH,
  MAX_LINE_QUANTITY,
  MIN_PASSWORD_LENGTH,
  PAYMENT_METHODS,
  SEARCH_MAX_LENGTH,
} from './limits';
import { messagesFor } from './testing/messages-for';
import { inputAt, stringPaths } from './testing/schema-paths';
import * as validation from './validation';
import {
  activityBody,
  addressInputSchema,
  carbonGoalBody,
  cartAddBody,
  cartUpdateBody,
  checkoutFormSchema,
  displayNameSchema,
  fieldLabel,
  findUnsafeText,
  firstIssue,
  isPlainText,
  MAX_ACTIVITY_QUANTITY,
  MAX_CARBON_GOAL,
  newsletterSchema,
  orderCreateBody,
  productQuerySchema,
  purchaseImpactBody,
  shippingSchema,
  signupSchema,
  text,
  wishlistToggleBody,
} from './validation';

const validShipping = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  address: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  zip: '411001',
};

describe('checkoutFormSchema (SPEC §5)', () => {
  it('accepts valid input and applies defaults', () => {
    const result = checkoutFormSchema.safeParse(validShipping);
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      ...validShipping,
      paymentMethod: 'credit-card',
      saveInfo: false,
      makeDefault: false,
      // No business purchase unless the shopper fills it in (decision 073).
      gstin: '',
      legalName: '',
    });
  });

  it.each([
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['address', 'Address is required'],
    ['city', 'City is required'],
    ['state', 'State is required'],
  ])('%s blank → "%s"', (field, message) => {
    expect(messagesFor(checkoutFormSchema, { ...validShipping, [field]: '' }, field)).toEqual([
      message,
    ]);
  });

  it.each(['firstName', 'lastName', 'address', 'city', 'state'])(
    '%s with only whitespace counts as blank',
    (field) => {
      const messages = messagesFor(
        checkoutFormSchema,
        { ...validShipping, [field]: '   \t ' },
        field,
      );
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(/ is required$/);
    },
  );

  it('trims text fields', () => {
    const result = checkoutFormSchema.parse({
      ...validShipping,
      firstName: '  Asha ',
      phone: ' 9876543210 ',
      zip: ' 411001 ',
    });
    expect(result.firstName).toBe('Asha');
    expect(result.phone).toBe('9876543210');
    expect(result.zip).toBe('411001');
  });

  it.each(['', '   ', 'asha', 'asha@', 'asha@example', '@example.in', 'asha @example.in'])(
    'email %j → "Valid email is required"',
    (email) => {
      expect(messagesFor(checkoutFormSchema, { ...validShipping, email }, 'email')).toEqual([
        'Valid email is required',
      ]);
    },
  );

  it.each([
    '',
    '987654321', // 9 digits
    '98765432101', // 11 digits
    '98765abcde',
    '+919876543',
    '5876543210', // mobile numbers start with 6–9
    '+44 98765 43210',
    '0000000000',
    '9'.repeat(5000),
    '   ',
  ])('phone %j → "Valid phone number is required"', (phone) => {
    expect(messagesFor(checkoutFormSchema, { ...validShipping, phone }, 'phone')).toEqual([
      'Valid phone number is required',
    ]);
  });

  it.each([
    '',
    '41100', // 5 digits
    '4110012', // 7 digits
    '41100a',
    '411 01',
    '4'.repeat(5000),
  ])('zip %j → "Valid ZIP code is required"', (zip) => {
    expect(messagesFor(checkoutFormSchema, { ...validShipping, zip }, 'zip')).toEqual([
      'Valid ZIP code is required',
    ]);
  });

  it('reports every bad field at once', () => {
    const result = checkoutFormSchema.safeParse({
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      address: '',
      city: '',
      state: '',
      zip: '',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'First name is required',
      'Last name is required',
      'Valid email is required',
      'Valid phone number is required',
      'Address is required',
      'City is required',
      'State is required',
      'Valid ZIP code is required',
    ]);
  });

  it('accepts each payment method and defaults to credit-card', () => {
    expect(PAYMENT_METHODS).toEqual(['credit-card', 'upi', 'cod']);
    for (const paymentMethod of PAYMENT_METHODS) {
      expect(checkoutFormSchema.parse({ ...validShipping, paymentMethod }).paymentMethod).toBe(
        paymentMethod,
      );
    }
    expect(checkoutFormSchema.parse(validShipping).paymentMethod).toBe('credit-card');
  });

  it('rejects other payment methods', () => {
    for (const paymentMethod of ['paypal', 'CREDIT-CARD', '', 'card']) {
      expect(checkoutFormSchema.safeParse({ ...validShipping, paymentMethod }).success).toBe(false);
    }
  });
});

describe('signupSchema (SPEC §5)', () => {
  const valid = {
    name: 'Asha Verma',
    email: 'asha@example.in',
    password: 'secret1',
    confirmPassword: 'secret1',
  };

  it('accepts valid input', () => {
    expect(signupSchema.safeParse(valid).success).toBe(true);
  });

  it('requires a password of at least 6 characters', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(
      messagesFor(
        signupSchema,
        { ...valid, password: '12345', confirmPassword: '12345' },
        'password',
      ),
    ).toEqual(['Password must be at least 6 characters long']);
    expect(
      signupSchema.safeParse({ ...valid, password: '123456', confirmPassword: '123456' }).success,
    ).toBe(true);
  });

  it('reports "Passwords do not match" on confirmPassword', () => {
    expect(
      messagesFor(signupSchema, { ...valid, confirmPassword: 'secret2' }, 'confirmPassword'),
    ).toEqual(['Passwords do not match']);
    expect(messagesFor(signupSchema, { ...valid, confirmPassword: 'secret2' }, 'password')).toEqual(
      [],
    );
  });

  it.each(['name', 'email', 'password', 'confirmPassword'])('requires %s', (field) => {
    const result = signupSchema.safeParse({ ...valid, [field]: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.some((i) => i.path[0] === field)).toBe(true);
  });

  it('requires all four fields to be present', () => {
    const result = signupSchema.safeParse({});
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((i) => i.path[0]));
    expect(fields).toEqual(new Set(['name', 'email', 'password', 'confirmPassword']));
  });

  it('rejects an e-mail that does not look like one', () => {
    expect(messagesFor(signupSchema, { ...valid, email: 'asha' }, 'email')).toEqual([
      'Please enter a valid email.',
    ]);
  });
});

describe('newsletterSchema (SPEC §5)', () => {
  it('accepts and trims a valid e-mail', () => {
    expect(newsletterSchema.parse({ email: '  asha@example.in  ' })).toEqual({
      email: 'asha@example.in',
    });
  });

  it.each(['', '   ', 'asha', 'asha@example', 'a b@example.in'])(
    '%j → "Please enter a valid email."',
    (email) => {
      expect(messagesFor(newsletterSchema, { email }, 'email')).toEqual([
        'Please enter a valid email.',
      ]);
    },
  );
});

describe('cartAddBody / cartUpdateBody', () => {
  const base = { userId: 'u1', productId: 'p1' };

  it('add defaults quantity to 1', () => {
    expect(cartAddBody.parse(base)).toEqual({ ...base, quantity: 1 });
  });

  it('add accepts 1 up to the line limit', () => {
    expect(cartAddBody.parse({ ...base, quantity: 1 }).quantity).toBe(1);
    expect(cartAddBody.parse({ ...base, quantity: MAX_LINE_QUANTITY }).quantity).toBe(
      MAX_LINE_QUANTITY,
    );
  });

  it('add rejects 0', () => {
    expect(messagesFor(cartAddBody, { ...base, quantity: 0 }, 'quantity')).toEqual([
      'Quantity must be at least 1.',
    ]);
  });

  it('update accepts 0 (removes the line)', () => {
    expect(cartUpdateBody.parse({ ...base, quantity: 0 }).quantity).toBe(0);
    expect(cartUpdateBody.parse({ ...base, quantity: 5 }).quantity).toBe(5);
  });

  it('update requires a quantity', () => {
    expect(cartUpdateBody.safeParse(base).success).toBe(false);
  });

  it.each([
    [-1],
    [2.5],
    [1e9],
    [MAX_LINE_QUANTITY + 1],
    ['x'],
    ['2'],
    [null],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
  ])('both reject quantity %j', (quantity) => {
    expect(cartAddBody.safeParse({ ...base, quantity }).success).toBe(false);
    expect(cartUpdateBody.safeParse({ ...base, quantity }).success).toBe(false);
  });

  it('gives readable messages', () => {
    expect(messagesFor(cartUpdateBody, { ...base, quantity: -1 }, 'quantity')).toEqual([
      'Quantity must be 0 or more.',
    ]);
    expect(messagesFor(cartUpdateBody, { ...base, quantity: 2.5 }, 'quantity')).toEqual([
      'Quantity must be a whole number.',
    ]);
    expect(messagesFor(cartUpdateBody, { ...base, quantity: 1e9 }, 'quantity')).toEqual([
      'Quantity must be at most 99.',
    ]);
    expect(messagesFor(cartUpdateBody, { ...base, quantity: 'x' }, 'quantity')).toEqual([
      'Quantity must be a number.',
    ]);
  });

  it('requires userId and productId', () => {
    expect(cartAddBody.safeParse({ productId: 'p1' }).success).toBe(false);
    expect(cartAddBody.safeParse({ userId: 'u1' }).success).toBe(false);
    expect(cartAddBody.safeParse({ userId: '  ', productId: 'p1' }).success).toBe(false);
  });
});

describe('orderCreateBody', () => {
  const valid = {
    items: [{ productId: 'p1', quantity: 2 }],
    shipping: validShipping,
  };

  it('accepts a valid order and applies defaults', () => {
    expect(orderCreateBody.parse(valid)).toEqual({
      ...valid,
      paymentMethod: 'credit-card',
      saveInfo: false,
    });
  });

  it('rejects an empty item list', () => {
    const result = orderCreateBody.safeParse({ ...valid, items: [] });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(firstIssue(result.error)).toBe('Your order must have at least one item.');
  });

  it('rejects an item with quantity 0', () => {
    const result = orderCreateBody.safeParse({
      ...valid,
      items: [{ productId: 'p1', quantity: 0 }],
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(firstIssue(result.error)).toBe('Quantity must be at least 1.');
    }
  });

  it('strips client-sent price fields, which are never trusted', () => {
    const parsed = orderCreateBody.parse({
      ...valid,
      items: [{ productId: 'p1', quantity: 2, price: 1, mrp: 2, name: 'Cheap' }],
      subtotal: 1,
      total: 1,
      gst: 0,
    });
    expect(parsed.items).toEqual([{ productId: 'p1', quantity: 2 }]);
    expect(parsed).not.toHaveProperty('total');
    expect(parsed).not.toHaveProperty('subtotal');
    expect(parsed).not.toHaveProperty('gst');
  });

  it('validates the shipping block with the checkout messages', () => {
    const result = orderCreateBody.safeParse({
      ...valid,
      shipping: { ...validShipping, zip: '1' },
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(firstIssue(result.error)).toBe('Valid ZIP code is required');
    }
  });
});

describe('firstIssue', () => {
  it('answers the message alone: it names the field itself', () => {
    const result = checkoutFormSchema.safeParse({ ...validShipping, phone: '123' });
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssue(result.error)).toBe('Valid phone number is required');
  });

  it('uses the first issue when several fail', () => {
    const result = checkoutFormSchema.safeParse({ ...validShipping, firstName: '', zip: '' });
    if (!result.success) expect(firstIssue(result.error)).toBe('First name is required');
    else expect.unreachable();
  });

  it('returns the bare message for a root-level issue', () => {
    const result = newsletterSchema.safeParse('not an object');
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(firstIssue(result.error)).not.toMatch(/^[^ ]*: /);
      expect(firstIssue(result.error)).toBe(result.error.issues[0]?.message);
    }
  });

  it('falls back to "Invalid input" with no issues', () => {
    expect(firstIssue({ issues: [] } as unknown as z.ZodError)).toBe('Invalid input');
  });
});

describe('activityBody (carbon tracker activity log)', () => {
  const valid = { category: 'transport', activity: 'car', quantity: 100 };

  it('accepts an activity of its category with a positive quantity', () => {
    expect(activityBody.parse(valid)).toEqual(valid);
    expect(activityBody.parse({ ...valid, note: '  ', occurredAt: undefined })).toEqual(valid);
  });

  it('names the field of each problem', () => {
    expect(messagesFor(activityBody, { ...valid, quantity: 0 }, 'quantity')).toEqual([
      'Quantity must be more than 0',
    ]);
    expect(messagesFor(activityBody, { ...valid, quantity: -3 }, 'quantity')).toEqual([
      'Quantity must be more than 0',
    ]);
    expect(messagesFor(activityBody, { ...valid, quantity: '100' }, 'quantity')).toEqual([
      'Please enter a quantity',
    ]);
    expect(messagesFor(activityBody, { ...valid, category: 'space' }, 'category')).toHaveLength(1);
    expect(messagesFor(activityBody, { ...valid, activity: 'rocket' }, 'activity')).toEqual([
      'Please choose an activity',
    ]);
    expect(messagesFor(activityBody, { ...valid, note: 'x'.repeat(201) }, 'note')).toEqual([
      'Note must be at most 200 characters',
    ]);
  });

  it('refuses an activity from another category', () => {
    expect(messagesFor(activityBody, { ...valid, activity: 'lpg' }, 'activity')).toEqual([
      'Cooking gas (LPG) is not a transport activity',
    ]);
  });

  it('holds each activity to its own sane maximum', () => {
    expect(messagesFor(activityBody, { ...valid, quantity: 10_001 }, 'quantity')).toEqual([
      'Quantity must be at most 10000 km',
    ]);
    expect(messagesFor(activityBody, { ...valid, quantity: 1e9 }, 'quantity')).toEqual([
      `Quantity must be at most ${MAX_ACTIVITY_QUANTITY}`,
    ]);
  });

  it('refuses a date in the future', () => {
    const tomorrow = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect(messagesFor(activityBody, { ...valid, occurredAt: tomorrow }, 'occurredAt')).toEqual([
      'Date cannot be in the future',
    ]);
  });
});

describe('carbonGoalBody', () => {
  it('accepts 1 to 100000 kg', () => {
    expect(carbonGoalBody.parse({ goal: 1 }).goal).toBe(1);
    expect(carbonGoalBody.parse({ goal: MAX_CARBON_GOAL }).goal).toBe(MAX_CARBON_GOAL);
    expect(carbonGoalBody.parse({ goal: 450.5 }).goal).toBe(450.5);
  });

  it('refuses 0, more than 100000, and non-numbers with one message', () => {
    for (const goal of [0, 0.5, 100_001, '500', Number.NaN, null]) {
      expect(messagesFor(carbonGoalBody, { goal }, 'goal')).toEqual([
        'Please enter a goal between 1 and 100000 kg',
      ]);
    }
  });
});

// ---- Text, messages (decision 012) ----------------------------------------------------------

describe('text: no control characters or broken Unicode', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['bell', 'a\u0007b'],
    ['escape', '\u001b[31m'],
    ['DEL', 'a\u007fb'],
    ['a lone high surrogate', 'a\uD800b'],
    ['a lone low surrogate', '\uDC00'],
  ])('refuses %s', (_, value) => {
    expect(isPlainText(value)).toBe(false);
    const result = text().safeParse(value);
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.error.issues).toHaveLength(1);
      expect(firstIssue(result.error)).toBe('Input must not contain control characters.');
    }
  });

  it.each([
    ['tabs and new lines', 'line one\n\tline two\r\n'],
    ['Hindi', 'हरित बाज़ार'],
    ['emoji (a surrogate pair)', 'solar ☀️ 🌱'],
  ])('accepts %s', (_, value) => {
    expect(isPlainText(value)).toBe(true);
    expect(text().parse(value)).toBe(value);
  });

  // Every exported schema, so a string field added later is covered the moment it exists.
  const exported = Object.entries(validation).filter(
    ([, value]) => value instanceof Object && '_zod' in value,
  ) as [string, z.ZodType][];
  const probes = exported.flatMap(([name, schema]) =>
    stringPaths(schema).map((path) => [`${name} ${path.join('.') || '(itself)'}`, schema, path]),
  ) as [string, z.ZodType, (string | number)[]][];

  it('finds the string fields it checks', () => {
    expect(probes.length).toBeGreaterThan(40);
    expect(probes.map(([label]) => label)).toContain('orderCreateBody shipping.address');
  });

  it.each(probes)('%s refuses NUL, naming the field', (_, schema, path) => {
    const result = schema.safeParse(inputAt(path, 'x\u0000y'));
    expect(result.success).toBe(false);
    const issue = result.success
      ? undefined
      : result.error.issues.find((i) => i.path.join('.') === path.join('.'));
    expect(issue?.message).toMatch(/^[A-Z][\w -]* must not contain control characters\.$/);
  });
});

describe('messages people read', () => {
  it.each([
    [['limit'], 'Limit'],
    [['firstName'], 'First name'],
    [['shipping', 'zip'], 'ZIP code'],
    [['items', 0, 'quantity'], 'Quantity of item 1'],
    [['idempotency-key'], 'Idempotency-Key'],
    [[], 'Input'],
  ])('names %j "%s"', (path, label) => {
    expect(fieldLabel(path)).toBe(label);
  });

  it('words a too-long search and a too-large limit as sentences', () => {
    const search = productQuerySchema.safeParse({ search: 'a'.repeat(SEARCH_MAX_LENGTH + 1) });
    expect(search.success || firstIssue(search.error)).toBe(
      `Search must be at most ${SEARCH_MAX_LENGTH} characters.`,
    );
    const limit = productQuerySchema.safeParse({ limit: '101' });
    expect(limit.success || firstIssue(limit.error)).toBe('Limit must be at most 100.');
    const offset = productQuerySchema.safeParse({ offset: 'x' });
    expect(offset.success || firstIssue(offset.error)).toBe('Offset must be a number.');
  });

  it('reads /shop sort and filters from a query string', () => {
    expect(
      productQuerySchema.parse({
        sort: 'price-asc',
        minPrice: '100',
        maxPrice: '999.5',
        minRating: '4',
        inStock: 'true',
        minDiscount: '25',
      }),
    ).toEqual({
      sort: 'price-asc',
      minPrice: 100,
      maxPrice: 999.5,
      minRating: 4,
      inStock: true,
      minDiscount: 25,
      limit: 60,
      offset: 0,
      lang: 'en',
    });
    expect(productQuerySchema.parse({ inStock: 'false' }).inStock).toBe(false);
  });

  it.each([
    [
      { sort: 'cheapest' },
      'Sort must be one of relevance, popularity, price-asc, price-desc, discount, rating, co2.',
    ],
    [{ minPrice: 'ten' }, 'Minimum price must be a number of rupees.'],
    [{ maxPrice: '-1' }, 'Maximum price must be 0 or more.'],
    [{ minPrice: '500', maxPrice: '100' }, 'Maximum price must not be below the minimum price.'],
    [{ minRating: '5' }, 'Minimum rating must be 3 or 4.'],
    [{ inStock: 'yes' }, 'In stock must be true or false.'],
    [{ minDiscount: '20' }, 'Minimum discount must be 10, 25 or 50.'],
  ])('refuses the /shop query %j: "%s"', (query, message) => {
    const result = productQuerySchema.safeParse(query);
    expect(result.success || firstIssue(result.error)).toBe(message);
  });

  it('never shows zod’s own texts', () => {
    const inputs: [z.ZodType, unknown][] = [
      [productQuerySchema, { limit: '2.5', category: 'x'.repeat(101) }],
      [purchaseImpactBody, { productId: 7, productName: '', quantity: 1 }],
      [orderCreateBody, { items: 'x', shipping: null, paymentMethod: 'gold' }],
      [wishlistToggleBody, { userId: [], productId: {}, price: 'x' }],
      [newsletterSchema, 'not an object'],
    ];
    for (const [schema, input] of inputs) {
      const result = schema.safeParse(input);
      expect(result.success).toBe(false);
      for (const issue of result.success ? [] : result.error.issues) {
        expect(issue.message).toMatch(/^[A-Z].*\.$/);
        expect(issue.message).not.toMatch(/expected|Invalid input|Too (big|small)|[<>]=/);
      }
    }
  });

  it('keeps SPEC §5’s own messages word for word', () => {
    expect(messagesFor(checkoutFormSchema, { ...validShipping, zip: '1' }, 'zip')).toEqual([
      'Valid ZIP code is required',
    ]);
  });
});

describe('display name', () => {
  it.each([
    [null, 'Full name is required'],
    [undefined, 'Full name is required'],
    ['   ', 'Full name is required'],
    [42, 'Full name must be text.'],
    [{ first: 'Asha' }, 'Full name must be text.'],
    [['Asha'], 'Full name must be text.'],
    ['A'.repeat(FULL_NAME_MAX_LENGTH + 1), 'Full name must be at most 100 characters.'],
    ['Asha\u0000', 'Full name must not contain control characters.'],
  ])('refuses %j: "%s"', (name, message) => {
    expect(messagesFor(displayNameSchema, { name }, 'name')).toEqual([message]);
    expect(messagesFor(signupSchema, { name }, 'name')).toEqual([message]);
  });

  it('stores the name trimmed', () => {
    expect(displayNameSchema.parse({ name: '  Asha Verma ' })).toEqual({ name: 'Asha Verma' });
  });
});

describe('findUnsafeText', () => {
  it('finds the first string that is not plain text, keys included', () => {
    expect(findUnsafeText({ email: 'a@b.in', token: 'ab\u0000' })).toEqual(['token']);
    expect(findUnsafeText({ list: [1, { deep: ['ok', '\uD800'] }] })).toEqual([
      'list',
      1,
      'deep',
      1,
    ]);
    expect(findUnsafeText({ 'bad\u0000key': 1 })).toEqual(['bad\u0000key']);
    expect(findUnsafeText('\u0007')).toEqual([]);
  });

  it('finds nothing in plain JSON', () => {
    expect(findUnsafeText({ name: 'Asha\tVerma', n: 1, ok: true, none: null, list: [] })).toBe(
      undefined,
    );
  });
});

describe('phone and PIN code', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['9876543210', '9876543210'],
    [' 91 6123456789 ', '6123456789'],
  ])('phone %j is stored as %j', (phone, stored) => {
    expect(shippingSchema.parse({ ...validShipping, phone }).phone).toBe(stored);
  });

  it('refuses "000000" and any PIN starting with 0', () => {
    expect(messagesFor(checkoutFormSchema, { ...validShipping, zip: '000000' }, 'zip')).toEqual([
      'We do not know this PIN code',
    ]);
    expect(messagesFor(checkoutFormSchema, { ...validShipping, zip: '012345' }, 'zip')).toEqual([
      'We do not know this PIN code',
    ]);
  });

  it('offers only the 28 states and 8 union territories', () => {
    expect(messagesFor(checkoutFormSchema, { ...validShipping, state: 'Narnia' }, 'state')).toEqual(
      ['Choose a state or union territory from the list'],
    );
    expect(shippingSchema.parse({ ...validShipping, state: ' Delhi ' }).state).toBe('Delhi');
  });

  it('an address book entry takes the shipping rules, its e-mail optional', () => {
    const { email: _email, ...withoutEmail } = validShipping;
    expect(addressInputSchema.parse(withoutEmail).email).toBeNull();
    expect(addressInputSchema.parse({ ...withoutEmail, email: '' }).email).toBeNull();
    expect(addressInputSchema.parse(validShipping).email).toBe(validShipping.email);
    expect(messagesFor(addressInputSchema, { ...validShipping, email: 'nope' }, 'email')).toEqual([
      'Valid email is required',
    ]);
    expect(messagesFor(addressInputSchema, { ...validShipping, phone: '12' }, 'phone')).toEqual([
      'Valid phone number is required',
    ]);
  });
});
