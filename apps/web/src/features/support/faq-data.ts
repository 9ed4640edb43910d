// The FAQ's questions and answers. Answers are plain text blocks (paragraphs or lists) so the
// search can read them; `[label](/path)` marks an in-app link. Every figure that is a rule of
// the shop comes from @harit/core or ./policies, so the FAQ cannot drift from what the shop does.
import { checkoutPerUnit, productBadge } from '@harit/core/carbon';
import { MIN_PASSWORD_LENGTH } from '@harit/core/limits';
import { formatINR, GST_RATE, SHIPPING_FEE } from '@harit/core/money';
import { POINTS_PER_KG_SAVED, RETURN_WINDOW_DAYS } from '@harit/core/orders';
import { SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_PHONE } from './contact';
import { DELIVERY_TIMES, DISPATCH_CUTOFF, REFUND_DAYS } from './policies';

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
const solar = productBadge('Solar lantern');
const kg = (n: number) => `${Math.abs(n).toFixed(1)} kg CO2e`;

export const FAQ_SECTIONS: readonly FaqSection[] = [
  {
    id: 'delivery',
    title: 'Delivery',
    entries: [
      {
        id: 'delivery-time',
        question: 'How long will my order take to arrive?',
        answer: [
          `Orders placed before ${DISPATCH_CUTOFF} on a business day leave our warehouse the same day. Counted in days from the day you order, delivery usually takes:`,
          { list: DELIVERY_TIMES.map((r) => `${r.region}: ${r.days}`) },
          'Public holidays, strikes and heavy monsoon rain can add a day or two. Details are in our [shipping policy](/shipping).',
        ],
      },
      {
        id: 'delivery-cost',
        question: 'How much does shipping cost?',
        answer: [
          `A flat ${shipping} per order, wherever in India you are and however many items you buy. GST of ${gst} is charged on the price of the products, and your order summary shows the subtotal, shipping, GST and total before you pay.`,
        ],
      },
      {
        id: 'delivery-where',
        question: 'Do you deliver to my PIN code?',
        answer: [
          'We deliver to every serviceable PIN code in India through our courier partners, including the North-East, Jammu & Kashmir, Ladakh and the islands. We do not ship outside India yet.',
        ],
      },
      {
        id: 'delivery-track',
        question: 'How do I track my order?',
        answer: [
          'Open [Orders & Payments](/orders) while signed in: each order shows whether it has been placed, shipped or delivered. If a parcel is late by more than two days beyond the times above, [send us a request](/support) with the order number.',
        ],
      },
      {
        id: 'delivery-packaging',
        question: 'What packaging do you use?',
        answer: [
          'Recycled cardboard, paper tape and paper or starch-based fill. No plastic bubble wrap. Please recycle or compost it.',
        ],
      },
    ],
  },
  {
    id: 'payment',
    title: 'Payment',
    entries: [
      {
        id: 'payment-methods',
        question: 'Which payment methods do you accept?',
        answer: [
          'Three, chosen at checkout:',
          {
            list: [
              'Credit or debit card (Visa, Mastercard, RuPay).',
              'UPI, from any UPI app.',
              'Cash on delivery: pay the courier in cash or by UPI when the parcel arrives.',
            ],
          },
        ],
      },
      {
        id: 'payment-gst',
        question: 'Are prices inclusive of GST?',
        answer: [
          `Product prices are shown before GST. At checkout we add GST at ${gst} of the subtotal and the flat ${shipping} shipping fee; the total you see is the total you pay. The struck-through price on a product is its MRP, which includes all taxes: a price with GST added never exceeds it. The percentage beside it compares the price before GST with the MRP.`,
        ],
      },
      {
        id: 'payment-safe',
        question: 'Is it safe to pay on Harit?',
        answer: [
          'Yes. The whole site runs over HTTPS, and we never see or store your full card number or UPI PIN. If you notice a payment you do not recognise, call us right away.',
        ],
      },
      {
        id: 'payment-failed',
        question: 'Money left my account but the order failed. What now?',
        answer: [
          `A failed payment is reversed automatically by your bank, usually within ${REFUND_DAYS}. If it has not come back by then, [send us a request](/support) with the date, the amount and the last four digits of your card or your UPI transaction ID.`,
        ],
      },
    ],
  },
  {
    id: 'returns',
    title: 'Cancellations and returns',
    entries: [
      {
        id: 'returns-cancel',
        question: 'Can I cancel my order?',
        answer: [
          'Yes, until it ships. Open [Orders & Payments](/orders) or [Returns & Cancellations](/returns) and choose Cancel. Once an order has shipped it can no longer be cancelled, but you can return it after delivery.',
        ],
      },
      {
        id: 'returns-how',
        question: 'How do I return a product?',
        answer: [
          `Within ${RETURN_WINDOW_DAYS} days of delivery, open [Returns & Cancellations](/returns), pick the order and the product, and tell us why. We arrange a pickup from your address; please keep the product unused and in its original packaging.`,
          'For hygiene reasons, opened personal-care items (such as menstrual cups, razors and cosmetics) and opened food can be returned only if they arrived damaged, defective or not as described.',
        ],
      },
      {
        id: 'returns-refund',
        question: 'When will I get my refund?',
        answer: [
          `Within ${REFUND_DAYS} after we approve the cancellation or receive the returned item, to the original payment method. For cash on delivery orders we refund to the bank account or UPI ID you give us.`,
        ],
      },
      {
        id: 'returns-damaged',
        question: 'My order arrived damaged or is not what I ordered.',
        answer: [
          'Sorry about that. [Send us a request](/support) within 48 hours of delivery with the order number and a photo of the product and the packaging; we will send a replacement or refund you in full, including shipping.',
        ],
      },
    ],
  },
  {
    id: 'account',
    title: 'Your account',
    entries: [
      {
        id: 'account-create',
        question: 'How do I create an account?',
        answer: [
          `Choose [Create Account](/signup) and enter your full name, e-mail and a password of at least ${MIN_PASSWORD_LENGTH} characters, or continue with Google. You can browse without an account; you need one for the wishlist, the cart, checkout and the carbon tracker.`,
        ],
      },
      {
        id: 'account-password',
        question: 'I forgot my password.',
        answer: [
          'On the [Sign In](/login) page, enter your e-mail and choose Forgot password?. We e-mail you a link to set a new password; the link works once and expires after an hour. Setting a new password signs you out on your other devices.',
        ],
      },
      {
        id: 'account-delete',
        question: 'How do I delete my account?',
        answer: [
          'Sign in and open [Settings](/settings), then choose Delete account. This permanently removes your account and everything linked to it straight away: profile and saved address, wishlist, cart, orders, carbon tracker entries, green points and support requests. It cannot be undone, so download or note anything you need first. Our [privacy policy](/privacy) has the details.',
        ],
      },
      {
        id: 'account-data',
        question: 'What do you do with my personal data?',
        answer: [
          'We use it only to run your account and your orders, never to sell. Our [privacy policy](/privacy) lists what we store, why, for how long, and your rights under the Digital Personal Data Protection Act, 2023.',
        ],
      },
    ],
  },
  {
    id: 'carbon',
    title: 'Carbon figures',
    entries: [
      {
        id: 'carbon-badge',
        question: 'What does the carbon badge on a product mean?',
        answer: [
          `It is our estimate of the product's net carbon impact in kg CO2e (carbon dioxide equivalent): the emissions it avoids compared with a conventional alternative, minus the emissions of making it. For example, a solar product shows about ${kg(solar.savings)} avoided and ${kg(solar.emissions)} emitted, a net saving of ${kg(solar.net)}.`,
          'Green means a net saving, red a net increase. We hide the badge when the net is under 0.1 kg, because it is too small to mean anything.',
        ],
      },
      {
        id: 'carbon-how',
        question: 'How are the carbon figures estimated?',
        answer: [
          'From keywords in the product name, using a fixed table of average values per material or product type. For example:',
          {
            list: [
              `Bamboo, organic, solar, hemp, cork or recycled products: about ${kg(checkoutPerUnit('bamboo'))} saved per unit at checkout.`,
              `Cotton products and bags: about ${kg(checkoutPerUnit('cotton'))} emitted per unit.`,
              `Chargers and electronics: about ${kg(checkoutPerUnit('charger'))} emitted per unit.`,
              `Bottles and containers: about ${kg(checkoutPerUnit('bottle'))} emitted per unit.`,
              `Anything else: about ${kg(checkoutPerUnit(''))} per unit.`,
            ],
          },
          'Your checkout shows the total for your order, and your [carbon tracker](/carbon-tracker) adds up what you buy and the activities you log against a monthly goal.',
        ],
      },
      {
        id: 'carbon-limits',
        question: 'How accurate are the carbon figures?',
        answer: [
          'They are rough estimates meant to help you compare choices, not measurements. They are not certified lifecycle assessments (LCA) and are not verified by a third party. They do not account for the actual manufacturer, the distance your parcel travels, packaging, or how long you use the product.',
          'Please do not use them for carbon accounting, offsetting or any official reporting.',
        ],
      },
      {
        id: 'carbon-points',
        question: 'What are green points?',
        answer: [
          `You earn ${POINTS_PER_KG_SAVED} green points for every whole kg CO2e your purchases are estimated to save, credited when the order is delivered. Your balance is on the [Rewards](/rewards) page; points from a cancelled order are taken back.`,
        ],
      },
    ],
  },
  {
    id: 'contact',
    title: 'Contacting us',
    entries: [
      {
        id: 'contact-how',
        question: 'How do I reach customer care?',
        answer: [
          `E-mail ${SUPPORT_EMAIL}, call ${SUPPORT_PHONE} (${SUPPORT_HOURS}), or [send a request](/support) from the Customer Care page. Each request gets a reference number (HRT-…) straight away; signed in, you can follow its status there.`,
        ],
      },
      {
        id: 'contact-complaint',
        question: 'How do I make a complaint?',
        answer: [
          'Send a request with the topic "Complaint for the Grievance Officer", or write to our Grievance Officer directly; the name and contact details are on the [Customer Care](/support) page. Complaints are acknowledged within 48 hours and resolved within one month.',
        ],
      },
    ],
  },
];

const LINK = /\[([^\]]+)\]\(([^)]+)\)/g;

/** The words a reader sees: link markup reduced to its label. */
export function plainText(text: string): string {
  return text.replace(LINK, '$1');
}

export interface InlinePart {
  text: string;
  href?: string;
}

/** "See [Orders](/orders)." → text and link parts, in order. */
export function inlineParts(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const at = match.index ?? 0;
    if (at > last) parts.push({ text: text.slice(last, at) });
    parts.push({ text: match[1]!, href: match[2]! });
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
