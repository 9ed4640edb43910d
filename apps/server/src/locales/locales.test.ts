// The server's catalogue (decision 044): English keys format to exactly the English the API
// answered before, Hindi fills in the same values, and a text from elsewhere passes unchanged.
import { COUPON_REFUSALS } from '@harit/core/coupons';
import { canTransition, ORDER_STATUSES, transitionRefusal } from '@harit/core/orders';
import { PACK_UNPAID_MESSAGE, unpaidLimitMessage } from '@harit/core/payments';
import {
  nextReturnStatus,
  REFUND_METHOD_LABELS,
  RETURN_ACTIONS,
  RETURN_STATUS_LABELS,
  RETURN_STATUSES,
  returnActionRefusal,
} from '@harit/core/returns';
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
      ...new Set(
        ORDER_STATUSES.flatMap((from) =>
          ORDER_STATUSES.filter((to) => !canTransition(from, to)).map(
            (to) => transitionRefusal(from, to).message,
          ),
        ),
      ),
      returnActionRefusal('requested', 'refund').message,
      PACK_UNPAID_MESSAGE,
      ...Object.values(COUPON_REFUSALS),
    ];
    expect([...CORE_LABELS].sort()).toEqual(labels.sort());
    for (const label of labels) expect(translate('hi', label)).not.toBe(label);
  });

  // The sentences core built before they were messages: English must not change.
  const englishBefore = (from: string, to: string) => {
    if (from === to) return `This order is already ${from}.`;
    if (to === 'cancelled') {
      return from === 'cancelled'
        ? 'This order is already cancelled.'
        : `This order has ${from === 'shipped' ? 'shipped' : 'been delivered'} and can no longer be cancelled; request a return instead.`;
    }
    if (from === 'cancelled') return `This order was cancelled and cannot be ${to}.`;
    const next = { placed: ['packed'], packed: ['shipped'], shipped: ['delivered'] }[from] ?? [];
    return next.length === 0
      ? `This order is ${from}; it cannot be ${to}.`
      : `This order is ${from}; it can only be ${next.join(' or ')} next, not ${to}.`;
  };
  const STATUS_WORDS =
    /\b(placed|packed|shipped|delivered|cancelled|requested|approved|rejected|received|refunded)\b/;

  it('words every refused order move as before in English, and in Hindi with Hindi statuses', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES.filter((s) => !canTransition(from, s))) {
        const { message, values } = transitionRefusal(from, to);
        expect(translate('en', message, values)).toBe(englishBefore(from, to));
        const hindi = translate('hi', message, values);
        expect(hindi).toMatch(/^यह ऑर्डर [\u0900-\u097F ;,]+।$/);
        expect(hindi).not.toMatch(STATUS_WORDS);
      }
    }
    const { message, values } = transitionRefusal('placed', 'shipped');
    expect(translate('hi', message, values)).toBe(
      'यह ऑर्डर दिया जा चुका है; अब इसे केवल पैक किया जा सकता है, भेजा नहीं।',
    );
  });

  it('words every refused return action as before in English, and in Hindi', () => {
    for (const status of RETURN_STATUSES) {
      for (const action of RETURN_ACTIONS.filter((a) => !nextReturnStatus(status, a))) {
        const { message, values } = returnActionRefusal(status, action);
        const verb = {
          approve: 'approved',
          reject: 'rejected',
          receive: 'marked received',
          refund: 'refunded',
        }[action];
        expect(translate('en', message, values)).toBe(
          `This return is ${RETURN_STATUS_LABELS[status].toLowerCase()} and cannot be ${verb}`,
        );
        const hindi = translate('hi', message, values);
        expect(hindi).toMatch(/^इस रिटर्न अनुरोध की स्थिति “[\u0900-\u097F ]+” है; [\u0900-\u097F ]+$/);
        expect(hindi).not.toMatch(STATUS_WORDS);
      }
    }
    const { message, values } = returnActionRefusal('requested', 'refund');
    expect(translate('hi', message, values)).toBe(
      'इस रिटर्न अनुरोध की स्थिति “अनुरोध किया गया” है; इसे रिफ़ंड नहीं किया जा सकता',
    );
  });
});
