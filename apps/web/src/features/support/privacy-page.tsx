import { Link } from 'react-router';
import { PolicyPage, type PolicySection } from './components/policy-page';
import {
  COMPANY_NAME,
  GRIEVANCE_OFFICER,
  GRIEVANCE_TIMELINES,
  SUPPORT_ADDRESS,
  telHref,
} from './contact';

/** What the server stores, why, and for how long: one row per kind of data. */
const STORED: readonly (readonly [string, string, string, string])[] = [
  [
    'Account',
    'Name, e-mail, a salted hash of your password (never the password itself), your Google account ID if you sign in with Google, and active sign-in sessions (browser and IP address).',
    'To sign you in, keep your account secure and contact you about your orders.',
    'Until you delete your account. A session ends when you sign out, and after 30 days at most.',
  ],
  [
    'Cart and wishlist',
    'The products you add and their quantities.',
    'To keep them between visits and on all your devices.',
    'Until you remove them or delete your account.',
  ],
  [
    'Orders',
    'Items, prices, the shipping name, address, e-mail and phone number, the payment method you chose (never card numbers or UPI PINs), cancellations and return requests.',
    'To deliver your order, handle cancellations, returns and refunds, and keep accounts.',
    'Until you delete your account.',
  ],
  [
    'Carbon tracker and green points',
    'Carbon estimates of your purchases, activities you log, your monthly goal, and the points you earn.',
    'To show your carbon tracker and rewards.',
    'Until you delete them or your account.',
  ],
  [
    'Support requests',
    'Your e-mail, topic, order number (if given) and message, with the reference and status.',
    'To answer you, and to handle a complaint if you escalate it.',
    'Signed in: until you delete your account. Signed out: until the matter is closed and any complaint resolved; ask the Grievance Officer to erase it sooner.',
  ],
  [
    'Server logs',
    'Time, IP address, page or API address requested and the outcome.',
    'To keep the service secure (for example, limiting repeated sign-in attempts) and to fix faults.',
    'Deleted within 30 days.',
  ],
];

const sections: readonly PolicySection[] = [
  {
    id: 'who',
    title: 'Who is responsible for your data',
    body: (
      <p>
        {COMPANY_NAME}, {SUPPORT_ADDRESS}, is the data fiduciary for the personal data described
        here, under India's Digital Personal Data Protection Act, 2023 (the DPDP Act). This notice
        covers the Harit website and its API.
      </p>
    ),
  },
  {
    id: 'what',
    title: 'What we store, why and for how long',
    body: (
      <>
        <p>
          We collect only what we need to run the shop for you. You give us most of it (when you
          sign up, order or write to us); the rest is created as you use the site.
        </p>
        {STORED.map(([kind, what, why, howLong]) => (
          <div key={kind}>
            <h3>{kind}</h3>
            <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[8rem_1fr] [&_dt]:font-semibold [&_dt]:text-stone-900">
              <dt>What</dt>
              <dd>{what}</dd>
              <dt>Why</dt>
              <dd>{why}</dd>
              <dt>How long</dt>
              <dd>{howLong}</dd>
            </dl>
          </div>
        ))}
        <h3>On your device</h3>
        <p>
          Signing in sets one cookie, a session cookie that scripts cannot read and that is used
          only to keep you signed in. The browser's local storage keeps the e-mail you asked us to
          remember with a remember-me flag, a draft of the name and e-mail you typed on the sign-up
          form, and the delivery location you choose in the header (which, if you use Detect My
          Location, is your device's approximate latitude and longitude). These stay on your device
          and are not sent to us; clear them from your browser's settings at any time.
        </p>
        <p>We use no advertising or analytics cookies and no third-party trackers.</p>
      </>
    ),
  },
  {
    id: 'legal-basis',
    title: 'Consent and legitimate uses',
    body: (
      <p>
        We process your data with your consent, given when you create an account, place an order or
        send a request, for the purposes in the table above; and, where the DPDP Act allows without
        consent, to comply with the law (for example tax records) and to respond to fraud or
        security incidents. You may withdraw consent at any time by deleting your account; that does
        not affect what was lawfully done before.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We never sell your data or share it for advertising. We share only what is needed:</p>
        <ul>
          <li>
            <strong>Courier partners</strong>: the shipping name, address and phone number of an
            order, to deliver it.
          </li>
          <li>
            <strong>Payment processors</strong>: the amount and reference of a payment; card and UPI
            details go to them directly, never through us.
          </li>
          <li>
            <strong>Google</strong>: only if you choose Continue with Google, which tells us your
            name and e-mail.
          </li>
          <li>
            <strong>Authorities</strong>: when Indian law requires it, for example under a court
            order.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights under the DPDP Act, 2023',
    body: (
      <>
        <p>You have the right to:</p>
        <ul>
          <li>
            <strong>Access</strong>: a summary of the personal data we hold about you and how we use
            it, and who we have shared it with.
          </li>
          <li>
            <strong>Correction and erasure</strong>: have inaccurate or incomplete data corrected or
            updated, and data we no longer need erased. Your name and password can be changed in{' '}
            <Link to="/settings">Settings</Link>.
          </li>
          <li>
            <strong>Withdraw consent</strong> at any time, as easily as you gave it.
          </li>
          <li>
            <strong>Grievance redressal</strong>: a response from our Grievance Officer, below.
          </li>
          <li>
            <strong>Nominate</strong> someone to exercise these rights for you in the event of your
            death or incapacity.
          </li>
        </ul>
        <p>
          Write to the Grievance Officer to use any of them; we answer within one month. If you are
          not satisfied with our answer, you may complain to the Data Protection Board of India.
        </p>
      </>
    ),
  },
  {
    id: 'delete',
    title: 'Deleting your account',
    body: (
      <>
        <p>
          Sign in, open <Link to="/settings">Settings</Link> and choose{' '}
          <strong>Delete account</strong>. You will be asked to confirm. Deletion takes effect at
          once and removes your account and everything linked to it: profile and saved shipping
          details, cart, wishlist, orders and return requests, carbon tracker entries, green points
          and support requests, and all sign-in sessions.
        </p>
        <p>
          It cannot be undone. Requests you sent while signed out are not linked to an account; ask
          the Grievance Officer to erase them.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <ul>
        <li>Every page and API call is served over HTTPS.</li>
        <li>Passwords are stored only as salted hashes.</li>
        <li>
          The session cookie cannot be read by scripts, and the sign-in tokens the site uses are
          short-lived and kept in memory only.
        </li>
        <li>Each account can read and change only its own data.</li>
        <li>Repeated sign-in and password-reset attempts are rate-limited.</li>
      </ul>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Harit is meant for adults. We do not knowingly process the data of anyone under 18 without
        the verifiable consent of a parent or guardian, and we do not track or target children. If
        you believe a child has given us data, tell the Grievance Officer and we will erase it.
      </p>
    ),
  },
  {
    id: 'grievance-officer',
    title: 'Grievance Officer',
    body: (
      <>
        <p>For questions about your data, to exercise your rights, or to complain, contact:</p>
        <address className="mt-4 rounded-xl bg-white p-4 not-italic ring-1 ring-stone-200">
          <strong>{GRIEVANCE_OFFICER.name}</strong>, {GRIEVANCE_OFFICER.designation}
          <br />
          <a href={`mailto:${GRIEVANCE_OFFICER.email}`}>{GRIEVANCE_OFFICER.email}</a> ·{' '}
          <a href={telHref(GRIEVANCE_OFFICER.phone)}>{GRIEVANCE_OFFICER.phone}</a> (
          {GRIEVANCE_OFFICER.hours})
          <br />
          {GRIEVANCE_OFFICER.address}
        </address>
        <p>Complaints are {GRIEVANCE_TIMELINES} of receipt.</p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this notice',
    body: (
      <p>
        When we change this notice, we update the date at the top; if a change affects how we use
        data you have already given us, we e-mail account holders and, where the law requires, ask
        for consent again.
      </p>
    ),
  },
];

/** /privacy: the privacy notice (DPDP Act, 2023). */
export function PrivacyPage() {
  return (
    <PolicyPage
      title="Privacy Policy"
      path="/privacy"
      description="What personal data Harit stores (account, cart, wishlist, orders, carbon entries, support requests), why and for how long, your rights under India's DPDP Act 2023, and how to delete your account."
      intro={
        <p>
          What we store about you, why, how long we keep it, and how to see, correct or delete it.
          Short version: only what the shop needs, never sold, and deleting your account in{' '}
          <Link to="/settings">Settings</Link> deletes it.
        </p>
      }
      sections={sections}
    />
  );
}
