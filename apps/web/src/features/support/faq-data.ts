// The FAQ's questions and answers, as messages in the page's language. Answers are
// plain text blocks (paragraphs or lists) so the search can read them; `[label](/path)` marks an
// in-app link. Every figure that is a rule of the shop comes from @harit/core or ./policies, so
// the FAQ cannot drift from what the shop does.

import { MIN_PASSWORD_LENGTH } from '@harit/core/limits';
import { formatINR, GST_RATE, SHIPPING_FEE } from '@harit/core/money';
import { POINTS_PER_KG_SAVED, RETURN_WINDOW_DAYS } from '@harit/core/orders';
import { CARBON_FACTOR_SOURCES } from '@harit/core/product-carbon-factors';
import { translate, type useT } from '../../lib/i18n';
import { SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_PHONE } from './contact';
import { DELIVERY_TIMES, DISPATCH_CUTOFF, deliveryDays, REFUND_DAYS } from './policies';

type Translate = ReturnType<typeof useT>;

export type FaqBlock = string | { list: readonly string[] };

export interface FaqEntry {
  id: string;
  question: string;
  answer: readonly FaqBlock[];
}

export interface FaqSection {
  id: string;
  title: string;
  entries: readonly FaqEntry[];
}

const gst = `${Math.round(GST_RATE * 100)} %`;
const shipping = formatINR(SHIPPING_FEE);

/** The FAQ in the language of `t`. */
export function faqSections(t: Translate): readonly FaqSection[] {
  return [
    {
      id: 'delivery',
      title: t('Delivery'),
      entries: [
        {
          id: 'delivery-time',
          question: t('How long will my order take to arrive?'),
          answer: [
            t(
              'Orders placed before {cutoff} on a business day leave our warehouse the same day. Counted in days from the day you order, delivery usually takes:',
              { cutoff: DISPATCH_CUTOFF },
            ),
            {
              list: DELIVERY_TIMES.map((r) =>
                t('{region}: {days}', { region: t(r.region), days: deliveryDays(t, r) }),
              ),
            },
            t(
              'Public holidays, strikes and heavy monsoon rain can add a day or two. Details are in our [shipping policy](/shipping).',
            ),
          ],
        },
        {
          id: 'delivery-cost',
          question: t('How much does shipping cost?'),
          answer: [
            t(
              'A flat {shipping} per order, wherever in India you are and however many items you buy. GST of {gst} is charged on the price of the products, and your order summary shows the subtotal, shipping, GST and total before you pay.',
              { shipping, gst },
            ),
          ],
        },
        {
          id: 'delivery-where',
          question: t('Do you deliver to my PIN code?'),
          answer: [
            t(
              'We deliver to every serviceable PIN code in India through our courier partners, including the North-East, Jammu & Kashmir, Ladakh and the islands. We do not ship outside India yet.',
            ),
          ],
        },
        {
          id: 'delivery-track',
          question: t('How do I track my order?'),
          answer: [
            t(
              'Open [Orders & Payments](/orders) while signed in: each order shows whether it has been placed, shipped or delivered. If a parcel is late by more than two days beyond the times above, [send us a request](/support) with the order number.',
            ),
          ],
        },
        {
          id: 'delivery-packaging',
          question: t('What packaging do you use?'),
          answer: [
            t(
              'Recycled cardboard, paper tape and paper or starch-based fill. No plastic bubble wrap. Please recycle or compost it.',
            ),
          ],
        },
      ],
    },
    {
      id: 'payment',
      title: t('Payment'),
      entries: [
        {
          id: 'payment-methods',
          question: t('Which payment methods do you accept?'),
          answer: [
            t('Three, chosen at checkout:'),
            {
              list: [
                t('Credit or debit card (Visa, Mastercard, RuPay).'),
                t('UPI, from any UPI app.'),
                t('Cash on delivery: pay the courier in cash or by UPI when the parcel arrives.'),
              ],
            },
          ],
        },
        {
          id: 'payment-gst',
          question: t('Are prices inclusive of GST?'),
          answer: [
            t(
              'Product prices are shown before GST. At checkout we add GST at {gst} of the subtotal and the flat {shipping} shipping fee; the total you see is the total you pay. The struck-through price on a product is its MRP, which includes all taxes: a price with GST added never exceeds it. The percentage beside it compares the price before GST with the MRP.',
              { gst, shipping },
            ),
          ],
        },
        {
          id: 'payment-safe',
          question: t('Is it safe to pay on Harit?'),
          answer: [
            t(
              'Yes. The whole site runs over HTTPS, and we never see or store your full card number or UPI PIN. If you notice a payment you do not recognise, call us right away.',
            ),
          ],
        },
        {
          id: 'payment-failed',
          question: t('Money left my account but the order failed. What now?'),
          answer: [
            t(
              'A failed payment is reversed automatically by your bank, usually within {refundDays}. If it has not come back by then, [send us a request](/support) with the date, the amount and the last four digits of your card or your UPI transaction ID.',
              { refundDays: t(REFUND_DAYS) },
            ),
          ],
        },
      ],
    },
    {
      id: 'returns',
      title: t('Cancellations and returns'),
      entries: [
        {
          id: 'returns-cancel',
          question: t('Can I cancel my order?'),
          answer: [
            t(
              'Yes, until it ships. Open [Orders & Payments](/orders) or [Returns & Cancellations](/returns) and choose Cancel. Once an order has shipped it can no longer be cancelled, but you can return it after delivery.',
            ),
          ],
        },
        {
          id: 'returns-how',
          question: t('How do I return a product?'),
          answer: [
            t(
              'Within {days} days of delivery, open [Returns & Cancellations](/returns), pick the order and the product, and tell us why. We arrange a pickup from your address; please keep the product unused and in its original packaging.',
              { days: RETURN_WINDOW_DAYS },
            ),
            t(
              'For hygiene reasons, opened personal-care items (such as menstrual cups, razors and cosmetics) and opened food can be returned only if they arrived damaged, defective or not as described.',
            ),
          ],
        },
        {
          id: 'returns-refund',
          question: t('When will I get my refund?'),
          answer: [
            t(
              'Within {refundDays} after we approve the cancellation or receive the returned item, to the original payment method. For cash on delivery orders we refund to the bank account or UPI ID you give us.',
              { refundDays: t(REFUND_DAYS) },
            ),
          ],
        },
        {
          id: 'returns-damaged',
          question: t('My order arrived damaged or is not what I ordered.'),
          answer: [
            t(
              'Sorry about that. [Send us a request](/support) within 48 hours of delivery with the order number and a photo of the product and the packaging; we will send a replacement or refund you in full, including shipping.',
            ),
          ],
        },
      ],
    },
    {
      id: 'account',
      title: t('Your account'),
      entries: [
        {
          id: 'account-create',
          question: t('How do I create an account?'),
          answer: [
            t(
              'Choose [Create Account](/signup) and enter your full name, e-mail and a password of at least {min} characters, or continue with Google. You can browse without an account; you need one for the wishlist, the cart, checkout and the carbon tracker.',
              { min: MIN_PASSWORD_LENGTH },
            ),
          ],
        },
        {
          id: 'account-password',
          question: t('I forgot my password.'),
          answer: [
            t(
              'On the [Sign In](/login) page, enter your e-mail and choose Forgot password?. We e-mail you a link to set a new password; the link works once and expires after an hour. Setting a new password signs you out on your other devices.',
            ),
          ],
        },
        {
          id: 'account-delete',
          question: t('How do I delete my account?'),
          answer: [
            t(
              'Sign in and open [Settings](/settings), then choose Delete account. This permanently removes your account and everything linked to it straight away: profile and saved address, wishlist, cart, orders, carbon tracker entries, green points and support requests. It cannot be undone, so download or note anything you need first. Our [privacy policy](/privacy) has the details.',
            ),
          ],
        },
        {
          id: 'account-data',
          question: t('What do you do with my personal data?'),
          answer: [
            t(
              'We use it only to run your account and your orders, never to sell. Our [privacy policy](/privacy) lists what we store, why, for how long, and your rights under the Digital Personal Data Protection Act, 2023.',
            ),
          ],
        },
      ],
    },
    {
      id: 'carbon',
      title: t('Carbon figures'),
      entries: [
        {
          id: 'carbon-badge',
          question: t('What does the carbon badge on a product mean?'),
          answer: [
            t(
              "It is the product's own carbon figure in kg CO2e (carbon dioxide equivalent) per unit: what making and using it emits, minus what the conventional things it replaces would emit over the same use. A steel bottle, for example, is set against the single-use plastic bottles it saves over a year.",
            ),
            t(
              'Green means a net saving, red a net increase. We hide the badge when the net is under 0.1 kg, because it is too small to mean anything. The same figure is on the product page, in your cart and checkout, on your order and in your carbon tracker.',
            ),
          ],
        },
        {
          id: 'carbon-how',
          question: t('How are the carbon figures worked out?'),
          answer: [
            t(
              'Each product has its own carbon record, worked out over a stated use (such as a year of daily use): the materials it is made of by weight and the energy it uses, against the alternative it replaces. What is the same for both, such as delivery, is left out. The product page shows the figure under "How we worked this out", with the figures it comes from and its sources.',
            ),
            t('The factors come from published tables, named with their year:'),
            { list: CARBON_FACTOR_SOURCES },
            t(
              'Where we could not check a factor against its table, the record says it is an estimate. A new product starts from a rough estimate from words in its name until we work out its own record; its page says so.',
            ),
            t(
              'Your checkout shows the total for your order, and your [carbon tracker](/carbon-tracker) adds up what you buy and the activities you log against a monthly goal.',
            ),
          ],
        },
        {
          id: 'carbon-limits',
          question: t('How accurate are the carbon figures?'),
          answer: [
            t(
              'They are estimates from published average factors, meant to help you compare choices, not measurements. They are not certified lifecycle assessments (LCA) and are not verified by a third party. They do not account for the actual manufacturer, the distance your parcel travels, or its packaging.',
            ),
            t(
              'Please do not use them for carbon accounting, offsetting or any official reporting.',
            ),
          ],
        },
        {
          id: 'carbon-reversed',
          question: t('What happens to the carbon figure when I cancel or return an order?'),
          answer: [
            t(
              'It stops counting. Cancelling an order, or a refund for returned units, takes their carbon out of your [carbon tracker](/carbon-tracker) (in the month they were bought) and takes back the green points they earned. The order page, the tracker and the [Rewards](/rewards) page show what was taken back and why.',
            ),
          ],
        },
        {
          id: 'carbon-points',
          question: t('What are green points?'),
          answer: [
            t(
              'You earn {points} green points for every whole kg CO2e your purchases save by their carbon figures, credited when the order is delivered. Your balance is on the [Rewards](/rewards) page; points from a cancelled order or a refunded return are taken back.',
              { points: POINTS_PER_KG_SAVED },
            ),
          ],
        },
      ],
    },
    {
      id: 'contact',
      title: t('Contacting us'),
      entries: [
        {
          id: 'contact-how',
          question: t('How do I reach customer care?'),
          answer: [
            t(
              'E-mail {email}, call {phone} ({hours}), or [send a request](/support) from the Customer Care page. Each request gets a reference number (HRT-…) straight away; signed in, you can follow its status there.',
              { email: SUPPORT_EMAIL, phone: SUPPORT_PHONE, hours: t(SUPPORT_HOURS) },
            ),
          ],
        },
        {
          id: 'contact-complaint',
          question: t('How do I make a complaint?'),
          answer: [
            t(
              'Send a request with the topic "Complaint for the Grievance Officer", or write to our Grievance Officer directly; the name and contact details are on the [Customer Care](/support) page. Complaints are acknowledged within 48 hours and resolved within one month.',
            ),
          ],
        },
      ],
    },
  ];
}

/** The FAQ in English, the default language, built once (the FAQ's tests read it). */
export const FAQ_SECTIONS: readonly FaqSection[] = faqSections(translate);

// `[label](/path)` is a link and `**words**` stands out: markup inside one message, so a
// translation can put the link or the emphasis where its own word order needs it.
const MARKUP = /\[([^\]]+)\]\(([^)]+)\)|\*\*([^*]+)\*\*/g;

/** The words a reader sees: link and emphasis markup reduced to their words. */
export function plainText(text: string): string {
  return text.replace(MARKUP, (_match, label, _href, strong) => label ?? strong);
}

export interface InlinePart {
  text: string;
  href?: string;
  strong?: true;
}

/** "See [Orders](/orders), **now**." → text, link and emphasis parts, in order. */
export function inlineParts(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKUP)) {
    const at = match.index ?? 0;
    if (at > last) parts.push({ text: text.slice(last, at) });
    if (match[3] !== undefined) parts.push({ text: match[3], strong: true });
    else parts.push({ text: match[1]!, href: match[2]! });
    last = at + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

function entryText(entry: FaqEntry): string {
  const blocks = entry.answer.flatMap((b) => (typeof b === 'string' ? [b] : b.list));
  return plainText([entry.question, ...blocks].join(' ')).toLowerCase();
}

/**
 * The sections with only the entries whose question or answer contains every word of the query
 * (case-insensitive); sections left empty are dropped. A blank query keeps everything.
 */
export function searchFaq(sections: readonly FaqSection[], query: string): FaqSection[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...sections];
  return sections
    .map((section) => ({
      ...section,
      entries: section.entries.filter((entry) => {
        const text = `${section.title.toLowerCase()} ${entryText(entry)}`;
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((section) => section.entries.length > 0);
}
