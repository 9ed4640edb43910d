import { cartTotals, formatINR, GST_RATE, SHIPPING_FEE } from '@harit/core/money';
import { useT } from '../../lib/i18n';
import { PolicyPage, type PolicySection, PolicyTable } from './components/policy-page';
import { RichItem, RichParagraph } from './components/rich-text';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from './contact';
import { DELIVERY_TIMES, DISPATCH_CUTOFF, deliveryDays } from './policies';

const shipping = formatINR(SHIPPING_FEE);
const gst = `${Math.round(GST_RATE * 100)} %`;
/** A worked example, computed by the same rule as the cart (SPEC §9). */
const example = cartTotals([
  { price: 499, quantity: 2 },
  { price: 1250, quantity: 1 },
]);

function shippingSections(t: ReturnType<typeof useT>): readonly PolicySection[] {
  return [
    {
      id: 'charges',
      title: t('Shipping charges and GST'),
      body: (
        <>
          <RichParagraph
            text={t(
              'Shipping is a **flat {shipping} per order**, anywhere in India, whatever the number of items or their weight. There is no extra fee for remote PIN codes or for cash on delivery.',
              { shipping },
            )}
          />
          <RichParagraph
            text={t(
              'Prices on product pages are before GST. At checkout we add **GST at {gst} of the subtotal**, then the shipping fee. Your order summary shows every line before you pay.',
              { gst },
            )}
          />
          <PolicyTable
            caption={t('Example order: two items at ₹499 and one at ₹1,250')}
            head={[t('Line'), t('Amount')]}
            rows={[
              [
                t('Subtotal ({count} items)', { count: example.itemCount }),
                formatINR(example.subtotal),
              ],
              [t('GST ({gst} of subtotal)', { gst }), formatINR(example.gst)],
              [t('Shipping (flat)'), formatINR(example.shipping)],
              [t('Total'), formatINR(example.total)],
            ]}
          />
        </>
      ),
    },
    {
      id: 'delivery-times',
      title: t('Delivery times by region'),
      body: (
        <>
          <RichParagraph
            text={t(
              'Orders placed before {cutoff} on a business day (Monday to Saturday, except public holidays) are dispatched the same day; later orders the next business day. Delivery times are calendar days from the day you order (Indian time), by where your PIN code is; the product page and the checkout show the dates for your PIN code:',
              { cutoff: DISPATCH_CUTOFF },
            )}
          />
          <PolicyTable
            caption={t('Delivery time from the day of the order, by region')}
            head={[t('Region'), t('Includes'), t('Delivery time')]}
            rows={DELIVERY_TIMES.map((r) => [t(r.region), t(r.examples), deliveryDays(t, r)])}
          />
          <RichParagraph
            text={t(
              'These are the usual times, not guarantees. Festivals, strikes, heavy rain and restrictions on movement can add a day or two; if they do, we tell you by e-mail.',
            )}
          />
        </>
      ),
    },
    {
      id: 'tracking',
      title: t('Following your order'),
      body: (
        <>
          <RichParagraph
            text={t("Signed in, open [Orders & Payments](/orders) to see each order's status:")}
          />
          <ul>
            <RichItem
              text={t(
                '**Placed**: we have your order and are packing it. You can still cancel it.',
              )}
            />
            <RichItem
              text={t('**Shipped**: it is with the courier and can no longer be cancelled.')}
            />
            <RichItem
              text={t(
                '**Delivered**: it has reached you. Returns open from here (see [Returns & Cancellations](/returns)).',
              )}
            />
          </ul>
        </>
      ),
    },
    {
      id: 'delivery',
      title: t('At delivery'),
      body: (
        <>
          <RichParagraph
            text={t(
              'The courier calls the phone number you gave at checkout before delivering. If nobody is available, they try again on the next two business days; after three failed attempts the parcel comes back to us and we refund you in full, shipping included, within 5–7 business days of receiving it.',
            )}
          />
          <RichParagraph
            text={t(
              "For cash on delivery, please have the exact amount ready or pay the courier by UPI. Check that the parcel's seal is intact before accepting it.",
            )}
          />
        </>
      ),
    },
    {
      id: 'problems',
      title: t('Damaged, missing or late parcels'),
      body: (
        <>
          <RichParagraph
            text={t(
              'If your parcel arrives damaged, with an item missing, or not as described, tell us within 48 hours of delivery with the order number and photos of the product and the packaging, through a [customer care request](/support). We send a replacement or refund you in full, including shipping.',
            )}
          />
          <RichParagraph
            text={t(
              'If your order has not arrived two business days after the latest time above for your region, write to us and we will trace it with the courier.',
            )}
          />
        </>
      ),
    },
    {
      id: 'where',
      title: t('Where we ship'),
      body: (
        <RichParagraph
          text={t(
            'Within India only, to every PIN code our courier partners serve. We do not ship abroad yet, and we cannot deliver to a P.O. box.',
          )}
        />
      ),
    },
    {
      id: 'packaging',
      title: t('Packaging'),
      body: (
        <RichParagraph
          text={t(
            'Every order ships in recycled cardboard with paper tape and paper or starch-based fill: no plastic bubble wrap or air pillows. Please recycle the box or reuse it.',
          )}
        />
      ),
    },
    {
      id: 'contact',
      title: t('Questions'),
      body: (
        <RichParagraph
          text={t(
            'E-mail [{email}](mailto:{email}), call {phone}, or see the [FAQ](/faq) and the [Customer Care](/support) page.',
            { email: SUPPORT_EMAIL, phone: SUPPORT_PHONE },
          )}
        />
      ),
    },
  ];
}

/** /shipping: the shipping policy (SPEC §9 money rules, delivery times by region). */
export function ShippingPage() {
  const t = useT();
  const times = DELIVERY_TIMES.map((r) =>
    t('{days} ({region})', { days: deliveryDays(t, r), region: t(r.region).toLowerCase() }),
  ).join(', ');
  return (
    <PolicyPage
      title={t('Shipping Policy')}
      path="/shipping"
      description={t(
        'Harit ships across India for a flat {shipping} per order; GST at {gst} is added at checkout. Delivery takes {times}.',
        { shipping, gst, times },
      )}
      intro={
        <p>
          {t(
            'How much shipping costs, how long delivery takes where you live, and what to do if something goes wrong on the way.',
          )}
        </p>
      }
      sections={shippingSections(t)}
    />
  );
}
