// The server's catalogue (decision 044): English keys format to exactly the English the API
// answered before, Hindi fills in the same values, and a text from elsewhere passes unchanged.
import { transitionRefusal } from '@harit/core/orders';
import { PACK_UNPAID_MESSAGE, unpaidLimitMessage } from '@harit/core/payments';
import { REFUND_METHOD_LABELS } from '@harit/core/returns';
import { SUPPORT_TOPIC_LABELS } from '@harit/core/validation';
import { describe, expect, it } from 'vitest';
import { CORE_LABELS, coreMessage } from './core-messages.ts';
import { isMessage, translate } from './index.ts';

describe('the server’s messages', () => {
  it('formats an English key with its values to the English sentence', () => {
    expect(
      translate(
        'en',
        'Stock cannot go below 0: there {stock, plural, one {is only {stock}} other {are only {stock}}} in stock.',
        { stock: 1 },
      ),
    ).toBe('Stock cannot go below 0: there is only 1 in stock.');
    expect(
      translate(
        'en',
        'Stock cannot go below 0: there {stock, plural, one {is only {stock}} other {are only {stock}}} in stock.',
        { stock: 1500 },
      ),
    ).toBe('Stock cannot go below 0: there are only 1500 in stock.');
    expect(translate('en', "This is the shop's last admin; make someone else an admin first")).toBe(
      "This is the shop's last admin; make someone else an admin first",
    );
  });

  it('translates into Hindi with the same values', () => {
    expect(translate('hi', '{name} is out of stock', { name: 'Jute Bag' })).toBe(
      'Jute Bag स्टॉक में नहीं है',
    );
    expect(translate('hi', 'Not found')).toBe('नहीं मिला');
  });

  it('passes a text that is not a message through as it is, braces and all', () => {
    expect(isMessage('Something {odd} from a library')).toBe(false);
    expect(translate('hi', 'Something {odd} from a library')).toBe(
      'Something {odd} from a library',
    );
  });

  it('translates core’s validation sentences, with a field name and a number', () => {
    expect(coreMessage('en', 'City must be at most 100 characters.')).toBe(
      'City must be at most 100 characters.',
    );
    const hindi = coreMessage('hi', 'City must be at most 100 characters.');
    expect(hindi).toContain('100');
    expect(hindi).toContain(translate('hi', 'City'));
    expect(hindi).not.toContain('City');
    expect(coreMessage('hi', 'Valid ZIP code is required')).toMatch(/[\u0900-\u097F]/);
  });

  it('translates core’s message about unpaid orders with its number', () => {
    const hindi = coreMessage('hi', unpaidLimitMessage(3));
    expect(hindi).toMatch(/[\u0900-\u097F]/);
    expect(hindi).toContain('3');
    expect(coreMessage('en', unpaidLimitMessage(3))).toBe(unpaidLimitMessage(3));
  });

  it('holds every label of core a mail shows', () => {
    const labels = [
      ...Object.values(SUPPORT_TOPIC_LABELS),
      ...Object.values(REFUND_METHOD_LABELS).filter((label) => label !== 'UPI'),
      transitionRefusal('cancelled', 'cancelled'),
      transitionRefusal('shipped', 'cancelled'),
      transitionRefusal('delivered', 'cancelled'),
      PACK_UNPAID_MESSAGE,
    ];
    expect([...CORE_LABELS].sort()).toEqual(labels.sort());
    for (const label of labels) expect(translate('hi', label)).not.toBe(label);
  });
});
