import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MAX_LINE_QUANTITY, MIN_PASSWORD_LENGTH, PAYMENT_METHODS } from './limits';
import {
  activityBody,
  carbonGoalBody,
  cartAddBody,
  cartUpdateBody,
  checkoutFormSchema,
  firstIssue,
  MAX_ACTIVITY_QUANTITY,
  MAX_CARBON_GOAL,
  newsletterSchema,
  orderCreateBody,
  signupSchema,
} from './validation';

/** The messages a failed parse attaches to one field. */
function messagesFor(schema: z.ZodType, input: unknown, field: string): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path.join('.') === field).map((i) => i.message);
}

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
    '98765 43210',
    '+919876543',
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
      'quantity must be at least 1',
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
      'quantity must be 0 or more',
    ]);
    expect(messagesFor(cartUpdateBody, { ...base, quantity: 2.5 }, 'quantity')).toEqual([
      'quantity must be a whole number',
    ]);
    expect(messagesFor(cartUpdateBody, { ...base, quantity: 1e9 }, 'quantity')).toEqual([
      'quantity must be at most 99',
    ]);
    expect(messagesFor(cartUpdateBody, { ...base, quantity: 'x' }, 'quantity')).toEqual([
      'quantity must be a number',
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
    if (!result.success) expect(firstIssue(result.error)).toBe('items: items must not be empty');
  });

  it('rejects an item with quantity 0', () => {
    const result = orderCreateBody.safeParse({
      ...valid,
      items: [{ productId: 'p1', quantity: 0 }],
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(firstIssue(result.error)).toBe('items.0.quantity: quantity must be at least 1');
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
      expect(firstIssue(result.error)).toBe('shipping.zip: Valid ZIP code is required');
    }
  });
});

describe('firstIssue', () => {
  it('prefixes the message with the field path', () => {
    const result = checkoutFormSchema.safeParse({ ...validShipping, phone: '123' });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(firstIssue(result.error)).toBe('phone: Valid phone number is required');
  });

  it('uses the first issue when several fail', () => {
    const result = checkoutFormSchema.safeParse({ ...validShipping, firstName: '', zip: '' });
    if (!result.success) expect(firstIssue(result.error)).toBe('firstName: First name is required');
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
