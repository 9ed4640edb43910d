// Core's zod messages (packages/core/src/validation.ts) in a language. Core words each as an
// English sentence; most are fixed texts, found in the catalogue as they are, and its error
// map's sentences with a field name and a number in them ("First name must be at most 80
// characters.") are matched here and translated as one message with placeholders, as the web
// app's lib/validation-messages.ts does for a form. Their Hindi is the web's: `check-messages
// --write` copies it into ./hi.json and the check fails when the two differ (decision 044).
import { matchCoreMessage } from '@harit/core/message-patterns';
import { isMessage, type Language, msg, translate } from './index.ts';

/**
 * Core's labels a mail shows as they are stored (a support request's topic, a refund's method)
 * and core's fixed messages the API answers: declared here so the catalogue holds them (a test
 * holds them to core's lists).
 */
export const CORE_LABELS = [
  // SUPPORT_TOPIC_LABELS
  msg('Order status'),
  msg('Delivery and shipping'),
  msg('Returns and cancellations'),
  msg('Payments and refunds'),
  msg('Product question'),
  msg('Account and sign-in'),
  msg('Carbon tracker'),
  msg('Complaint for the Grievance Officer'),
  msg('Something else'),
  // REFUND_METHOD_LABELS
  msg('Original payment method'),
  msg('Bank transfer'),
  msg('Store credit'),
  // orders.ts transitionRefusal: what a shopper cancelling too late reads, and the console's
  // refusals, which name statuses (the Hindi words them with ICU `select`)
  msg('This order has shipped and can no longer be cancelled; request a return instead.'),
  msg('This order has been delivered and can no longer be cancelled; request a return instead.'),
  msg('This order is already {status}.'),
  msg('This order was cancelled and cannot be {to}.'),
  msg('This order is {from}; it cannot be {to}.'),
  msg('This order is {from}; it can only be {next} next, not {to}.'),
  // returns.ts returnActionRefusal
  msg(
    'This return is {status, select, requested {requested} approved {approved} rejected {rejected} received {item received} other {refunded}} and cannot be {action, select, approve {approved} reject {rejected} receive {marked received} other {refunded}}',
  ),
  // coupons.ts couponRefusal (decision 074): why a coupon cannot be used, naming its code
  msg('{code} is paused just now'),
  msg('{code} has not started yet'),
  msg('{code} has ended'),
  msg('{code} has been used up'),
  msg('{code} can be used {limit, select, 1 {once} other {{limit} times}} per customer'),
  msg('{code} needs a subtotal of at least {amount}'),
  msg('{code} does not apply to anything in this cart'),
  // payments.ts PACK_UNPAID_MESSAGE
  msg(
    'This order has not been paid yet. Pack it once the payment is confirmed (it is cancelled by itself if no payment arrives in time).',
  ),
];

/** A validation message from core (or built from one) in `language`; English as it is. */
export function coreMessage(language: Language, message: string): string {
  if (language === 'en') return message;
  if (isMessage(message)) return translate(language, message);
  const match = matchCoreMessage(message, (label) => translate(language, label));
  if (match) return translate(language, match.key, match.values);
  return translate(language, message);
}
