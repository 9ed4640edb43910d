import { cartTotals, formatINR, GST_RATE, SHIPPING_FEE } from '@harit/core/money';
import { Link } from 'react-router';
import { PolicyPage, type PolicySection, PolicyTable } from './components/policy-page';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from './contact';
import { DELIVERY_TIMES, DISPATCH_CUTOFF } from './policies';

const shipping = formatINR(SHIPPING_FEE);
const gst = `${Math.round(GST_RATE * 100)} %`;
/** A worked example, computed by the same rule as the cart (SPEC §9). */
const example = cartTotals([
  { price: 499, quantity: 2 },
  { price: 1250, quantity: 1 },
]);

const sections: readonly PolicySection[] = [
  {
    id: 'charges',
    title: 'Shipping charges and GST',
    body: (
      <>
        <p>
          Shipping is a <strong>flat {shipping} per order</strong>, anywhere in India, whatever the
          number of items or their weight. There is no extra fee for remote PIN codes or for cash on
          delivery.
        </p>
        <p>
          Prices on product pages are before GST. At checkout we add{' '}
          <strong>GST at {gst} of the subtotal</strong>, then the shipping fee. Your order summary
          shows every line before you pay.
        </p>
        <PolicyTable
          caption="Example order: two items at ₹499 and one at ₹1,250"
          head={['Line', 'Amount']}
          rows={[
            [`Subtotal (${example.itemCount} items)`, formatINR(example.subtotal)],
            [`GST (${gst} of subtotal)`, formatINR(example.gst)],
            ['Shipping (flat)', formatINR(example.shipping)],
            ['Total', formatINR(example.total)],
          ]}
        />
      </>
    ),
  },
  {
    id: 'delivery-times',
    title: 'Delivery times by region',
    body: (
      <>
        <p>
          Orders placed before {DISPATCH_CUTOFF} on a business day (Monday to Saturday, except
          public holidays) are dispatched the same day; later orders the next business day. Delivery
          times are calendar days from the day you order (Indian time), by where your PIN code is;
          the product page and the checkout show the dates for your PIN code:
        </p>
        <PolicyTable
          caption="Delivery time from the day of the order, by region"
          head={['Region', 'Includes', 'Delivery time']}
          rows={DELIVERY_TIMES.map((r) => [r.region, r.examples, r.days])}
        />
        <p>
          These are the usual times, not guarantees. Festivals, strikes, heavy rain and restrictions
          on movement can add a day or two; if they do, we tell you by e-mail.
        </p>
      </>
    ),
  },
  {
    id: 'tracking',
    title: 'Following your order',
    body: (
      <>
        <p>
          Signed in, open <Link to="/orders">Orders &amp; Payments</Link> to see each order's
          status:
        </p>
        <ul>
          <li>
            <strong>Placed</strong>: we have your order and are packing it. You can still cancel it.
          </li>
          <li>
            <strong>Shipped</strong>: it is with the courier and can no longer be cancelled.
          </li>
          <li>
            <strong>Delivered</strong>: it has reached you. Returns open from here (see{' '}
            <Link to="/returns">Returns &amp; Cancellations</Link>).
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'delivery',
    title: 'At delivery',
    body: (
      <>
        <p>
          The courier calls the phone number you gave at checkout before delivering. If nobody is
          available, they try again on the next two business days; after three failed attempts the
          parcel comes back to us and we refund you in full, shipping included, within 5–7 business
          days of receiving it.
        </p>
        <p>
          For cash on delivery, please have the exact amount ready or pay the courier by UPI. Check
          that the parcel's seal is intact before accepting it.
        </p>
      </>
    ),
  },
  {
    id: 'problems',
    title: 'Damaged, missing or late parcels',
    body: (
      <>
        <p>
          If your parcel arrives damaged, with an item missing, or not as described, tell us within
          48 hours of delivery with the order number and photos of the product and the packaging,
          through a <Link to="/support">customer care request</Link>. We send a replacement or
          refund you in full, including shipping.
        </p>
        <p>
          If your order has not arrived two business days after the latest time above for your
          region, write to us and we will trace it with the courier.
        </p>
      </>
    ),
  },
  {
    id: 'where',
    title: 'Where we ship',
    body: (
      <p>
        Within India only, to every PIN code our courier partners serve. We do not ship abroad yet,
        and we cannot deliver to a P.O. box.
      </p>
    ),
  },
  {
    id: 'packaging',
    title: 'Packaging',
    body: (
      <p>
        Every order ships in recycled cardboard with paper tape and paper or starch-based fill: no
        plastic bubble wrap or air pillows. Please recycle the box or reuse it.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Questions',
    body: (
      <p>
        E-mail <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>, call {SUPPORT_PHONE}, or see
        the <Link to="/faq">FAQ</Link> and the <Link to="/support">Customer Care</Link> page.
      </p>
    ),
  },
];

/** /shipping: the shipping policy (SPEC §9 money rules, delivery times by region). */
export function ShippingPage() {
  return (
    <PolicyPage
      title="Shipping Policy"
      path="/shipping"
      description={`Harit ships across India for a flat ${shipping} per order; GST at ${gst} is added at checkout. Delivery takes ${DELIVERY_TIMES.map((r) => `${r.days} (${r.region.toLowerCase()})`).join(', ')}.`}
      intro={
        <p>
          How much shipping costs, how long delivery takes where you live, and what to do if
          something goes wrong on the way.
        </p>
      }
      sections={sections}
    />
  );
}
