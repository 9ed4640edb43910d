// Fields of one line (decision 057): every string field of every schema core exports refuses a
// line break with a sentence naming the field, except the few meant to run over several lines.
// A field added later is covered the moment it exists.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as admin from './admin';
import * as catalogAdmin from './catalog-admin';
import * as dashboard from './dashboard';
import * as fulfilment from './fulfilment';
import * as invoice from './invoice';
import * as paymentValidation from './payment-validation';
import * as returns from './returns';
import * as support from './support';
import * as teamwork from './teamwork';
import { inputAt, stringPaths } from './testing/schema-paths';
import * as validation from './validation';
import { displayNameSchema, firstIssue, shippingSchema, singleLine, text } from './validation';

/** The fields where a line break is text: descriptions, messages, reviews, reasons, notes, passwords. */
const SEVERAL_LINES = [
  // A password is never printed; any character a person can type may be in it.
  'validation.passwordSchema (itself)',
  'validation.signupSchema password',
  'validation.signupSchema confirmPassword',
  'validation.resetPasswordSchema password',
  'validation.resetPasswordSchema confirmPassword',
  'validation.changePasswordSchema currentPassword',
  'validation.changePasswordSchema password',
  'validation.changePasswordSchema confirmPassword',
  'validation.loginSchema password',
  'validation.supportTicketBody message',
  'validation.guestSupportTicketBody message',
  'validation.activityBody note',
  'validation.reviewInputSchema text',
  'validation.reviewCreateBody text',
  'catalogAdmin.productCreateBody description',
  'catalogAdmin.productCreateBody descriptionHi',
  'catalogAdmin.productUpdateBody description',
  'catalogAdmin.productUpdateBody descriptionHi',
  'catalogAdmin.stockAdjustmentBody note',
  'fulfilment.orderStatusChangeBody note',
  'returns.returnRequestBody reason',
  'returns.returnRejectBody reason',
  'returns.refundStatusBody failure',
  'support.supportReplyBody body',
  'teamwork.inviteAcceptBody password',
  'teamwork.inviteAcceptBody confirmPassword',
  'teamwork.orderNoteBody note',
  'teamwork.savedReplyBody body',
];

const modules = {
  admin,
  catalogAdmin,
  dashboard,
  fulfilment,
  invoice,
  paymentValidation,
  returns,
  support,
  teamwork,
  validation,
};
const probes = Object.entries(modules).flatMap(([module, exports]) =>
  Object.entries(exports)
    // What the server answers (…Answer) is its own output, not a field a person fills in.
    .filter(
      ([name, value]) => value instanceof Object && '_zod' in value && !name.endsWith('Answer'),
    )
    .flatMap(([name, schema]) =>
      stringPaths(schema as z.ZodType).map(
        (path) =>
          [`${module}.${name} ${path.join('.') || '(itself)'}`, schema as z.ZodType, path] as const,
      ),
    ),
);

/** The message a schema gives the field at `path` for `value`, or undefined. */
function messageAt(schema: z.ZodType, path: readonly (string | number)[], value: string) {
  const result = schema.safeParse(inputAt([...path], value));
  return result.success
    ? undefined
    : result.error.issues.find((i) => i.path.join('.') === path.join('.'))?.message;
}

describe('fields of one line', () => {
  it('finds the fields it checks, the shipping name and address among them', () => {
    expect(probes.length).toBeGreaterThan(100);
    const names = probes.map(([name]) => name);
    expect(names).toContain('validation.orderCreateBody shipping.firstName');
    expect(names).toContain('fulfilment.orderStatusChangeBody trackingNumber');
    for (const field of SEVERAL_LINES) expect(names).toContain(field);
  });

  const oneLine = probes.filter(([name]) => !SEVERAL_LINES.includes(name));
  it.each(oneLine)('%s refuses a line break, naming the field', (_, schema, path) => {
    for (const value of ['Asha\r\nVerma', 'a\nb', 'a\rb', 'a\u2028b', 'a\u0085b']) {
      expect(messageAt(schema, path, value), JSON.stringify(value)).toMatch(
        /^[A-Z][\w ()-]* must not contain line breaks\.$/,
      );
    }
  });

  it.each(probes.filter(([name]) => SEVERAL_LINES.includes(name)))(
    '%s keeps its line breaks',
    (_, schema, path) => {
      expect(
        messageAt(schema, path, 'First line of it,\r\nand the second line.') ?? '',
      ).not.toMatch(/line breaks/);
    },
  );
});

describe('singleLine', () => {
  it('names the field as a person knows it', () => {
    const result = shippingSchema.safeParse({
      firstName: 'Asha\r\nShip to: somewhere else',
      lastName: 'Verma',
      email: 'asha@example.in',
      phone: '9876543210',
      address: '14 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      zip: '560001',
    });
    expect(result.success || firstIssue(result.error)).toBe(
      'First name must not contain line breaks.',
    );
    expect(
      displayNameSchema.safeParse({ name: 'Asha\nVerma' }).error?.issues.map((i) => i.message),
    ).toEqual(['Full name must not contain line breaks.']);
  });

  it('accepts what text() accepts on one line, tabs and Hindi included', () => {
    for (const value of ['Asha Verma', 'हरित बाज़ार', 'a\tb', 'solar ☀️ 🌱']) {
      expect(singleLine().parse(value)).toBe(value);
    }
    expect(singleLine().safeParse('a\u0000b').error?.issues[0]?.message).toBe(
      'Input must not contain control characters.',
    );
    expect(text().parse('line one\r\nline two')).toBe('line one\r\nline two');
  });
});
