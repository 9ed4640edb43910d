import { formatINR, GST_RATE, SHIPPING_FEE } from '@harit/core/money';
import { POINTS_PER_KG_SAVED, RETURN_WINDOW_DAYS } from '@harit/core/orders';
import { Link } from 'react-router';
import { PolicyPage, type PolicySection } from './components/policy-page';
import {
  COMPANY_NAME,
  GRIEVANCE_OFFICER,
  GRIEVANCE_TIMELINES,
  SUPPORT_ADDRESS,
  SUPPORT_EMAIL,
} from './contact';
import { REFUND_DAYS } from './policies';

const gst = `${Math.round(GST_RATE * 100)} %`;

const sections: readonly PolicySection[] = [
  {
    id: 'about',
    title: 'Who we are and these terms',
    body: (
      <>
        <p>
          Harit is run by {COMPANY_NAME}, {SUPPORT_ADDRESS} ("Harit", "we", "us"). These terms apply
          when you browse harit.in, create an account or buy from us. By placing an order you accept
          them, together with our <Link to="/privacy">Privacy Policy</Link> and{' '}
          <Link to="/shipping">Shipping Policy</Link>.
        </p>
        <p>
          Harit is the seller of every product on the site; there are no third-party sellers. To
          buy, you must be at least 18 years old, or use the site with a parent or guardian who
          accepts these terms for you.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <ul>
        <li>Give your real name and an e-mail address you can read; keep them up to date.</li>
        <li>
          Keep your password to yourself. You are responsible for what happens in your account until
          you tell us it has been misused, so write to us at once if you think it has.
        </li>
        <li>
          You can close your account at any time from <Link to="/settings">Settings</Link>; see the
          Privacy Policy for what that deletes.
        </li>
        <li>
          We may suspend an account that is used for fraud, abuse of returns or offers, or to harm
          other customers, and we will tell you why.
        </li>
      </ul>
    ),
  },
  {
    id: 'prices',
    title: 'Prices and payment',
    body: (
      <>
        <p>
          Prices are in Indian rupees (₹). Product prices are shown before GST; at checkout we add
          GST at {gst} of the subtotal and a flat shipping fee of {formatINR(SHIPPING_FEE)} per
          order. The total on the checkout page is the amount you pay. Where a product shows an MRP
          and a lower price, the difference is your discount.
        </p>
        <p>
          You can pay by credit or debit card, UPI, or cash on delivery. If a product was listed at
          an obviously wrong price because of an error, we will tell you before dispatch and you may
          buy it at the correct price or cancel for a full refund.
        </p>
      </>
    ),
  },
  {
    id: 'orders',
    title: 'Orders',
    body: (
      <p>
        Your order is accepted when we show the order confirmation with its order number. We check
        stock when you place an order; if an item becomes unavailable before dispatch, we cancel
        that item, tell you, and refund it in full. We never charge you more than the total you
        confirmed.
      </p>
    ),
  },
  {
    id: 'cancellations-returns',
    title: 'Cancellations, returns and refunds',
    body: (
      <ul>
        <li>
          <strong>Cancellation:</strong> free until the order ships, from{' '}
          <Link to="/orders">Orders &amp; Payments</Link> or{' '}
          <Link to="/returns">Returns &amp; Cancellations</Link>.
        </li>
        <li>
          <strong>Returns:</strong> within {RETURN_WINDOW_DAYS} days of delivery, unused and in the
          original packaging. Opened personal-care items and opened food can be returned only if
          they arrived damaged, defective or not as described.
        </li>
        <li>
          <strong>Damaged or wrong items:</strong> tell us within 48 hours of delivery and we
          replace the item or refund it in full, including shipping.
        </li>
        <li>
          <strong>Refunds:</strong> within {REFUND_DAYS} of approval, to the original payment method
          (for cash on delivery, to the bank account or UPI ID you give us).
        </li>
      </ul>
    ),
  },
  {
    id: 'delivery',
    title: 'Delivery',
    body: (
      <p>
        We deliver within India. Delivery times by region and what happens at delivery are in our{' '}
        <Link to="/shipping">Shipping Policy</Link>. Ownership and risk in the products pass to you
        when they are delivered.
      </p>
    ),
  },
  {
    id: 'carbon',
    title: 'Carbon estimates and green points',
    body: (
      <>
        <p>
          The carbon figures on products, at checkout and in the carbon tracker are estimates in kg
          CO2e, worked out from keywords in product names with average values. They are for
          information, to help you compare choices. They are not certified lifecycle assessments and
          we do not promise they are accurate for any particular product; please do not rely on them
          for carbon accounting, offsetting or reporting. The <Link to="/faq#carbon">FAQ</Link>{' '}
          explains how they are made.
        </p>
        <p>
          Green points ({POINTS_PER_KG_SAVED} for every whole kg CO2e a purchase is estimated to
          save) are credited when the order is delivered, have no cash value, cannot be transferred,
          and are taken back if the order is cancelled or returned. We will give 30 days' notice
          before changing how they work.
        </p>
      </>
    ),
  },
  {
    id: 'use',
    title: 'Using the site fairly',
    body: (
      <>
        <p>Please do not:</p>
        <ul>
          <li>break the law, or buy for resale in quantities meant for households;</li>
          <li>
            try to get into other people's accounts, probe or overload our systems, or copy the
            catalogue with automated tools;
          </li>
          <li>send support requests that are abusive, or that impersonate someone else.</li>
        </ul>
        <p>
          The Harit name, logo, product descriptions and illustrations belong to us; you may share
          links to them but not copy them for commercial use.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility to you',
    body: (
      <>
        <p>
          We sell products that match their descriptions and are fit for their purpose, and we are
          responsible for them as the Consumer Protection Act, 2019 provides. Nothing in these terms
          takes away your rights as a consumer under Indian law.
        </p>
        <p>
          Beyond those rights, we are not responsible for losses we could not reasonably foresee, or
          for delays caused by events outside our control, such as natural disasters, strikes or
          government orders. Our total liability for an order is limited to the amount you paid for
          it, except where the law does not allow such a limit.
        </p>
      </>
    ),
  },
  {
    id: 'grievances',
    title: 'Complaints and disputes',
    body: (
      <>
        <p>
          Start with <Link to="/support">Customer Care</Link>. If you are not satisfied, write to
          our Grievance Officer, {GRIEVANCE_OFFICER.name}, at{' '}
          <a href={`mailto:${GRIEVANCE_OFFICER.email}`}>{GRIEVANCE_OFFICER.email}</a> or{' '}
          {GRIEVANCE_OFFICER.phone}. Complaints are {GRIEVANCE_TIMELINES} of receipt, as the
          Consumer Protection (E-Commerce) Rules, 2020 require.
        </p>
        <p>
          These terms are governed by the laws of India, and the courts at Bengaluru have
          jurisdiction, without limiting your right to approach the consumer commission where you
          live or the National Consumer Helpline (1915).
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms; the date at the top shows the latest version. The terms that
        applied when you placed an order govern that order. For significant changes we e-mail
        account holders at least 30 days in advance. Questions? Write to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    ),
  },
];

/** /terms: the terms of use and sale. */
export function TermsPage() {
  return (
    <PolicyPage
      title="Terms of Use"
      path="/terms"
      description="The terms for shopping at Harit: accounts, prices in rupees with GST, orders, cancellations, returns and refunds, carbon estimates, green points and how to raise a complaint."
      intro={
        <p>
          The agreement between you and Harit when you use this site and buy from us, in plain
          words. Your rights under India's consumer protection laws always apply in addition.
        </p>
      }
      sections={sections}
    />
  );
}
