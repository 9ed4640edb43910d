import { returnRequestBody } from '@harit/core/returns';
import {
  addressInputSchema,
  carbonGoalBody,
  changePasswordSchema,
  checkoutFormSchema,
  loginSchema,
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

  it('shows a field message in Hindi, a sentence with a field name and a number too', async () => {
    await activateLanguage('hi');
    expect(messageText(translate, 'First name is required')).toBe('पहला नाम ज़रूरी है');
    expect(messageText(translate, 'City must be at most 100 characters.')).toBe(
      'शहर में अधिकतम 100 अक्षर हो सकते हैं।',
    );
    // A message with no Hindi stays readable, in English.
    expect(messageText(translate, 'Something new from the server.')).toBe(
      'Something new from the server.',
    );
  });
});
