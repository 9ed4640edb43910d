import { categoryCreateBody, productCreateBody } from '@harit/core/catalog-admin';
import { returnRequestBody } from '@harit/core/returns';
import { orderNoteBody, savedReplyBody, staffInviteBody } from '@harit/core/teamwork';
import {
  addressInputSchema,
  carbonGoalBody,
  changePasswordSchema,
  checkoutFormSchema,
  loginSchema,
  shippingSchema,
  signupSchema,
} from '@harit/core/validation';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, translate } from './i18n';
import { messageText, VALIDATION_MESSAGES } from './validation-messages';

/** The messages a schema gives for the values a shopper can send. */
function messagesOf(
  schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  return schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
}

describe('validation messages in the catalogue', () => {
  afterEach(() => activateLanguage('en'));

  it('has Hindi for every message the shopper forms show for empty and wrong values', async () => {
    const shown = [
      ...messagesOf(checkoutFormSchema, {}),
      ...messagesOf(checkoutFormSchema, {
        firstName: 'A',
        lastName: 'B',
        email: 'not-an-email',
        phone: '123',
        address: 'x',
        city: 'y',
        state: 'Atlantis',
        zip: '012345',
      }),
      ...messagesOf(addressInputSchema, { email: 'nope' }),
      ...messagesOf(signupSchema, { name: '', email: '', password: '', confirmPassword: '' }),
      ...messagesOf(signupSchema, { name: 'A', email: 'a', password: '123', confirmPassword: 'x' }),
      ...messagesOf(loginSchema, { email: '', password: '' }),
      ...messagesOf(changePasswordSchema, {
        currentPassword: '',
        password: '',
        confirmPassword: '',
      }),
      ...messagesOf(carbonGoalBody, { goal: 0 }),
      ...messagesOf(returnRequestBody, { orderNumber: 'H1', productId: 'p1', reason: 'no' }),
    ];
    expect(shown.length).toBeGreaterThan(15);
    await activateLanguage('hi');
    for (const message of shown) {
      expect(messageText(translate, message), message).not.toBe(message);
      // A sentence of its own is declared word for word; the rest are the error map's patterns.
      if (!/\.$/.test(message) || message === 'Please enter a valid email.')
        expect(VALIDATION_MESSAGES).toContain(message);
    }
  });

  it("has Hindi for the console's product and category form messages", async () => {
    const shown = [
      ...messagesOf(productCreateBody, {
        name: '',
        description: '',
        slug: 'Bad Slug',
        nameHi: 'क'.repeat(200),
        categoryId: null,
        pricePaise: 100_000,
        mrpPaise: 50_000,
        stock: -1,
        featured: false,
        image: 'x',
        hsnCode: '12',
      }),
      ...messagesOf(productCreateBody, { stock: 1.5, pricePaise: 200_000_000, mrpPaise: null }),
      ...messagesOf(categoryCreateBody.pick({ name: true, nameHi: true }), {
        name: '',
        nameHi: 'क'.repeat(70),
      }),
    ];
    expect(shown).toContain(
      'Price with 18% GST (₹1,180.00) must not be more than the MRP (₹500.00).',
    );
    await activateLanguage('hi');
    for (const message of shown) expect(messageText(translate, message), message).not.toBe(message);
    expect(messageText(translate, 'Name (Hindi) must be at most 60 characters.')).toBe(
      'नाम (हिन्दी) में अधिकतम 60 अक्षर हो सकते हैं।',
    );
  });

  it('shows a field message in Hindi, a sentence with a field name and a number too', async () => {
    await activateLanguage('hi');
    expect(messageText(translate, 'First name is required')).toBe('पहला नाम ज़रूरी है');
    expect(messageText(translate, 'City must be at most 100 characters.')).toBe(
      'शहर में अधिकतम 100 अक्षर हो सकते हैं।',
    );
    // A line break where the shop prints one line (decision 057), named by its field.
    const [lineBreak] = messagesOf(shippingSchema.pick({ firstName: true }), {
      firstName: 'Asha\r\nVerma',
    });
    expect(lineBreak).toBe('First name must not contain line breaks.');
    expect(messageText(translate, lineBreak!)).toBe('पहला नाम में नई पंक्ति नहीं हो सकती।');
    // A message with no Hindi stays readable, in English.
    expect(messageText(translate, 'Something new from the server.')).toBe(
      'Something new from the server.',
    );
  });

  it("has Hindi for the console's invitation, order note and saved reply messages", async () => {
    const shown = [
      ...messagesOf(staffInviteBody, { email: 'nope', role: 'owner' }),
      ...messagesOf(orderNoteBody, { note: ' ' }),
      ...messagesOf(orderNoteBody, { note: 'a'.repeat(2001) }),
      ...messagesOf(savedReplyBody, { title: ' ', body: ' ' }),
      ...messagesOf(savedReplyBody, { title: 'a'.repeat(81), body: 'ok' }),
    ];
    expect(shown).toHaveLength(7);
    await activateLanguage('hi');
    for (const message of shown) {
      expect(messageText(translate, message), message).not.toBe(message);
      if (!/\.$/.test(message) || message === 'Please enter a valid email.')
        expect(VALIDATION_MESSAGES).toContain(message);
    }
  });
});
