import { formatINR, GST_RATE, SHIPPING_FEE } from '@harit/core/money';
import { POINTS_PER_KG_SAVED, RETURN_WINDOW_DAYS } from '@harit/core/orders';
import { useT } from '../../lib/i18n';
import { PolicyPage, type PolicySection } from './components/policy-page';
import { RichItem, RichParagraph } from './components/rich-text';
import {
  COMPANY_NAME,
  GRIEVANCE_OFFICER,
  GRIEVANCE_TIMELINES,
  SUPPORT_ADDRESS,
  SUPPORT_EMAIL,
} from './contact';
import { REFUND_DAYS } from './policies';

const gst = `${Math.round(GST_RATE * 100)} %`;

function termsSections(t: ReturnType<typeof useT>): readonly PolicySection[] {
  return [
    {
      id: 'about',
      title: t('Who we are and these terms'),
      body: (
        <>
          <RichParagraph
            text={t(
              'Harit is run by {company}, {address} ("Harit", "we", "us"). These terms apply when you browse harit.in, create an account or buy from us. By placing an order you accept them, together with our [Privacy Policy](/privacy) and [Shipping Policy](/shipping).',
              { company: COMPANY_NAME, address: SUPPORT_ADDRESS },
            )}
          />
          <RichParagraph
            text={t(
              'Harit is the seller of every product on the site; there are no third-party sellers. To buy, you must be at least 18 years old, or use the site with a parent or guardian who accepts these terms for you.',
            )}
          />
        </>
      ),
    },
    {
      id: 'account',
      title: t('Your account'),
      body: (
        <ul>
          <RichItem
            text={t(
              'Give your real name and an e-mail address you can read; keep them up to date.',
            )}
          />
          <RichItem
            text={t(
              'Keep your password to yourself. You are responsible for what happens in your account until you tell us it has been misused, so write to us at once if you think it has.',
            )}
          />
          <RichItem
            text={t(
              'You can close your account at any time from [Settings](/settings); see the Privacy Policy for what that deletes.',
            )}
          />
          <RichItem
            text={t(
              'We may suspend an account that is used for fraud, abuse of returns or offers, or to harm other customers, and we will tell you why.',
            )}
          />
        </ul>
      ),
    },
    {
      id: 'prices',
      title: t('Prices and payment'),
      body: (
        <>
          <RichParagraph
            text={t(
              'Prices are in Indian rupees (₹). Product prices are shown before GST; at checkout we add GST at {gst} of the subtotal and a flat shipping fee of {shipping} per order. The total on the checkout page is the amount you pay. Where a product shows an MRP and a lower price, the difference is your discount.',
              { gst, shipping: formatINR(SHIPPING_FEE) },
            )}
          />
          <RichParagraph
            text={t(
              'You can pay by credit or debit card, UPI, or cash on delivery. If a product was listed at an obviously wrong price because of an error, we will tell you before dispatch and you may buy it at the correct price or cancel for a full refund.',
            )}
          />
        </>
      ),
    },
    {
      id: 'orders',
      title: t('Orders'),
      body: (
        <RichParagraph
          text={t(
            'Your order is accepted when we show the order confirmation with its order number. We check stock when you place an order; if an item becomes unavailable before dispatch, we cancel that item, tell you, and refund it in full. We never charge you more than the total you confirmed.',
          )}
        />
      ),
    },
    {
      id: 'cancellations-returns',
      title: t('Cancellations, returns and refunds'),
      body: (
        <ul>
          <RichItem
            text={t(
              '**Cancellation:** free until the order ships, from [Orders & Payments](/orders) or [Returns & Cancellations](/returns).',
            )}
          />
          <RichItem
            text={t(
              '**Returns:** within {days} days of delivery, unused and in the original packaging. Opened personal-care items and opened food can be returned only if they arrived damaged, defective or not as described.',
              { days: RETURN_WINDOW_DAYS },
            )}
          />
          <RichItem
            text={t(
              '**Damaged or wrong items:** tell us within 48 hours of delivery and we replace the item or refund it in full, including shipping.',
            )}
          />
          <RichItem
            text={t(
              '**Refunds:** within {refundDays} of approval, to the original payment method (for cash on delivery, to the bank account or UPI ID you give us).',
              { refundDays: t(REFUND_DAYS) },
            )}
          />
        </ul>
      ),
    },
    {
      id: 'delivery',
      title: t('Delivery'),
      body: (
        <RichParagraph
          text={t(
            'We deliver within India. Delivery times by region and what happens at delivery are in our [Shipping Policy](/shipping). Ownership and risk in the products pass to you when they are delivered.',
          )}
        />
      ),
    },
    {
      id: 'carbon',
      title: t('Carbon estimates and green points'),
      body: (
        <>
          <RichParagraph
            text={t(
              'The carbon figures on products, at checkout and in the carbon tracker are estimates in kg CO2e, worked out from keywords in product names with average values. They are for information, to help you compare choices. They are not certified lifecycle assessments and we do not promise they are accurate for any particular product; please do not rely on them for carbon accounting, offsetting or reporting. The [FAQ](/faq#carbon) explains how they are made.',
            )}
          />
          <RichParagraph
            text={t(
              "Green points ({points} for every whole kg CO2e a purchase is estimated to save) are credited when the order is delivered, have no cash value, cannot be transferred, and are taken back if the order is cancelled or returned. We will give 30 days' notice before changing how they work.",
              { points: POINTS_PER_KG_SAVED },
            )}
          />
        </>
      ),
    },
    {
      id: 'use',
      title: t('Using the site fairly'),
      body: (
        <>
          <RichParagraph text={t('Please do not:')} />
          <ul>
            <RichItem
              text={t('break the law, or buy for resale in quantities meant for households;')}
            />
            <RichItem
              text={t(
                "try to get into other people's accounts, probe or overload our systems, or copy the catalogue with automated tools;",
              )}
            />
            <RichItem
              text={t('send support requests that are abusive, or that impersonate someone else.')}
            />
          </ul>
          <RichParagraph
            text={t(
              'The Harit name, logo, product descriptions and illustrations belong to us; you may share links to them but not copy them for commercial use.',
            )}
          />
        </>
      ),
    },
    {
      id: 'liability',
      title: t('Our responsibility to you'),
      body: (
        <>
          <RichParagraph
            text={t(
              'We sell products that match their descriptions and are fit for their purpose, and we are responsible for them as the Consumer Protection Act, 2019 provides. Nothing in these terms takes away your rights as a consumer under Indian law.',
            )}
          />
          <RichParagraph
            text={t(
              'Beyond those rights, we are not responsible for losses we could not reasonably foresee, or for delays caused by events outside our control, such as natural disasters, strikes or government orders. Our total liability for an order is limited to the amount you paid for it, except where the law does not allow such a limit.',
            )}
          />
        </>
      ),
    },
    {
      id: 'grievances',
      title: t('Complaints and disputes'),
      body: (
        <>
          <RichParagraph
            text={t(
              'Start with [Customer Care](/support). If you are not satisfied, write to our Grievance Officer, {name}, at [{email}](mailto:{email}) or {phone}. Complaints are {timelines} of receipt, as the Consumer Protection (E-Commerce) Rules, 2020 require.',
              {
                name: GRIEVANCE_OFFICER.name,
                email: GRIEVANCE_OFFICER.email,
                phone: GRIEVANCE_OFFICER.phone,
                timelines: t(GRIEVANCE_TIMELINES),
              },
            )}
          />
          <RichParagraph
            text={t(
              'These terms are governed by the laws of India, and the courts at Bengaluru have jurisdiction, without limiting your right to approach the consumer commission where you live or the National Consumer Helpline (1915).',
            )}
          />
        </>
      ),
    },
    {
      id: 'changes',
      title: t('Changes to these terms'),
      body: (
        <RichParagraph
          text={t(
            'We may update these terms; the date at the top shows the latest version. The terms that applied when you placed an order govern that order. For significant changes we e-mail account holders at least 30 days in advance. Questions? Write to [{email}](mailto:{email}).',
            { email: SUPPORT_EMAIL },
          )}
        />
      ),
    },
  ];
}

/** /terms: the terms of use and sale. */
export function TermsPage() {
  const t = useT();
  return (
    <PolicyPage
      title={t('Terms of Use')}
      path="/terms"
      description={t(
        'The terms for shopping at Harit: accounts, prices in rupees with GST, orders, cancellations, returns and refunds, carbon estimates, green points and how to raise a complaint.',
      )}
      intro={
        <p>
          {t(
            "The agreement between you and Harit when you use this site and buy from us, in plain words. Your rights under India's consumer protection laws always apply in addition.",
          )}
        </p>
      }
      sections={termsSections(t)}
    />
  );
}
