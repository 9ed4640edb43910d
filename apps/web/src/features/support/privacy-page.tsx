import { msg, useT } from '../../lib/i18n';
import { PolicyPage, type PolicySection } from './components/policy-page';
import { RichItem, RichParagraph } from './components/rich-text';
import {
  COMPANY_NAME,
  GRIEVANCE_OFFICER,
  GRIEVANCE_TIMELINES,
  SUPPORT_ADDRESS,
  telHref,
} from './contact';

/** What the server stores, why, and for how long: one row per kind of data (messages). */
const STORED: readonly (readonly [string, string, string, string])[] = [
  [
    msg('Account'),
    msg(
      'Name, e-mail, a salted hash of your password (never the password itself), your Google account ID if you sign in with Google, and active sign-in sessions (browser and IP address).',
    ),
    msg('To sign you in, keep your account secure and contact you about your orders.'),
    msg(
      'Until you delete your account. A session ends when you sign out, and after 30 days at most.',
    ),
  ],
  [
    msg('Cart and wishlist'),
    msg('The products you add and their quantities.'),
    msg('To keep them between visits and on all your devices.'),
    msg('Until you remove them or delete your account.'),
  ],
  [
    msg('Orders'),
    msg(
      'Items, prices, the shipping name, address, e-mail and phone number, the payment method you chose (never card numbers or UPI PINs), cancellations and return requests.',
    ),
    msg('To deliver your order, handle cancellations, returns and refunds, and keep accounts.'),
    msg('Until you delete your account.'),
  ],
  [
    msg('Carbon tracker and green points'),
    msg(
      'Carbon estimates of your purchases, activities you log, your monthly goal, and the points you earn.',
    ),
    msg('To show your carbon tracker and rewards.'),
    msg('Until you delete them or your account.'),
  ],
  [
    msg('Support requests'),
    msg('Your e-mail, topic, order number (if given) and message, with the reference and status.'),
    msg('To answer you, and to handle a complaint if you escalate it.'),
    msg(
      'Signed in: until you delete your account. Signed out: until the matter is closed and any complaint resolved; ask the Grievance Officer to erase it sooner.',
    ),
  ],
  [
    msg('Server logs'),
    msg('Time, IP address, page or API address requested and the outcome.'),
    msg(
      'To keep the service secure (for example, limiting repeated sign-in attempts) and to fix faults.',
    ),
    msg('Deleted within 30 days.'),
  ],
];

function privacySections(t: ReturnType<typeof useT>): readonly PolicySection[] {
  const officer = GRIEVANCE_OFFICER;
  return [
    {
      id: 'who',
      title: t('Who is responsible for your data'),
      body: (
        <RichParagraph
          text={t(
            "{company}, {address}, is the data fiduciary for the personal data described here, under India's Digital Personal Data Protection Act, 2023 (the DPDP Act). This notice covers the Harit website and its API.",
            { company: COMPANY_NAME, address: SUPPORT_ADDRESS },
          )}
        />
      ),
    },
    {
      id: 'what',
      title: t('What we store, why and for how long'),
      body: (
        <>
          <RichParagraph
            text={t(
              'We collect only what we need to run the shop for you. You give us most of it (when you sign up, order or write to us); the rest is created as you use the site.',
            )}
          />
          {STORED.map(([kind, what, why, howLong]) => (
            <div key={kind}>
              <h3>{t(kind)}</h3>
              <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[8rem_1fr] [&_dt]:font-semibold [&_dt]:text-stone-900">
                <dt>{t('What')}</dt>
                <dd>{t(what)}</dd>
                <dt>{t('Why')}</dt>
                <dd>{t(why)}</dd>
                <dt>{t('How long')}</dt>
                <dd>{t(howLong)}</dd>
              </dl>
            </div>
          ))}
          <h3>{t('On your device')}</h3>
          <RichParagraph
            text={t(
              "Signing in sets one cookie, a session cookie that scripts cannot read and that is used only to keep you signed in. The browser's local storage keeps the e-mail you asked us to remember with a remember-me flag, a draft of the name and e-mail you typed on the sign-up form, and the delivery location you choose in the header (which, if you use Detect My Location, is your device's approximate latitude and longitude). These stay on your device and are not sent to us; clear them from your browser's settings at any time.",
            )}
          />
          <RichParagraph
            text={t('We use no advertising or analytics cookies and no third-party trackers.')}
          />
        </>
      ),
    },
    {
      id: 'legal-basis',
      title: t('Consent and legitimate uses'),
      body: (
        <RichParagraph
          text={t(
            'We process your data with your consent, given when you create an account, place an order or send a request, for the purposes in the table above; and, where the DPDP Act allows without consent, to comply with the law (for example tax records) and to respond to fraud or security incidents. You may withdraw consent at any time by deleting your account; that does not affect what was lawfully done before.',
          )}
        />
      ),
    },
    {
      id: 'sharing',
      title: t('Who we share it with'),
      body: (
        <>
          <RichParagraph
            text={t(
              'We never sell your data or share it for advertising. We share only what is needed:',
            )}
          />
          <ul>
            <RichItem
              text={t(
                '**Courier partners**: the shipping name, address and phone number of an order, to deliver it.',
              )}
            />
            <RichItem
              text={t(
                '**Payment processors**: the amount and reference of a payment; card and UPI details go to them directly, never through us.',
              )}
            />
            <RichItem
              text={t(
                '**Google**: only if you choose Continue with Google, which tells us your name and e-mail.',
              )}
            />
            <RichItem
              text={t(
                '**Authorities**: when Indian law requires it, for example under a court order.',
              )}
            />
          </ul>
        </>
      ),
    },
    {
      id: 'rights',
      title: t('Your rights under the DPDP Act, 2023'),
      body: (
        <>
          <RichParagraph text={t('You have the right to:')} />
          <ul>
            <RichItem
              text={t(
                '**Access**: a summary of the personal data we hold about you and how we use it, and who we have shared it with.',
              )}
            />
            <RichItem
              text={t(
                '**Correction and erasure**: have inaccurate or incomplete data corrected or updated, and data we no longer need erased. Your name and password can be changed in [Settings](/settings).',
              )}
            />
            <RichItem text={t('**Withdraw consent** at any time, as easily as you gave it.')} />
            <RichItem
              text={t('**Grievance redressal**: a response from our Grievance Officer, below.')}
            />
            <RichItem
              text={t(
                '**Nominate** someone to exercise these rights for you in the event of your death or incapacity.',
              )}
            />
          </ul>
          <RichParagraph
            text={t(
              'Write to the Grievance Officer to use any of them; we answer within one month. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
            )}
          />
        </>
      ),
    },
    {
      id: 'delete',
      title: t('Deleting your account'),
      body: (
        <>
          <RichParagraph
            text={t(
              'Sign in, open [Settings](/settings) and choose **Delete account**. You will be asked to confirm. Deletion takes effect at once and removes your account and everything linked to it: profile and saved shipping details, cart, wishlist, orders and return requests, carbon tracker entries, green points and support requests, and all sign-in sessions.',
            )}
          />
          <RichParagraph
            text={t(
              'It cannot be undone. Requests you sent while signed out are not linked to an account; ask the Grievance Officer to erase them.',
            )}
          />
        </>
      ),
    },
    {
      id: 'security',
      title: t('How we protect it'),
      body: (
        <ul>
          <RichItem text={t('Every page and API call is served over HTTPS.')} />
          <RichItem text={t('Passwords are stored only as salted hashes.')} />
          <RichItem
            text={t(
              'The session cookie cannot be read by scripts, and the sign-in tokens the site uses are short-lived and kept in memory only.',
            )}
          />
          <RichItem text={t('Each account can read and change only its own data.')} />
          <RichItem text={t('Repeated sign-in and password-reset attempts are rate-limited.')} />
        </ul>
      ),
    },
    {
      id: 'children',
      title: t('Children'),
      body: (
        <RichParagraph
          text={t(
            'Harit is meant for adults. We do not knowingly process the data of anyone under 18 without the verifiable consent of a parent or guardian, and we do not track or target children. If you believe a child has given us data, tell the Grievance Officer and we will erase it.',
          )}
        />
      ),
    },
    {
      id: 'grievance-officer',
      title: t('Grievance Officer'),
      body: (
        <>
          <RichParagraph
            text={t(
              'For questions about your data, to exercise your rights, or to complain, contact:',
            )}
          />
          <address className="mt-4 rounded-xl bg-white p-4 not-italic ring-1 ring-stone-200">
            <strong>{officer.name}</strong>, {t(officer.designation)}
            <br />
            <a href={`mailto:${officer.email}`}>{officer.email}</a> ·{' '}
            <a href={telHref(officer.phone)}>{officer.phone}</a> ({t(officer.hours)})
            <br />
            {officer.address}
          </address>
          <RichParagraph
            text={t('Complaints are {timelines} of receipt.', {
              timelines: t(GRIEVANCE_TIMELINES),
            })}
          />
        </>
      ),
    },
    {
      id: 'changes',
      title: t('Changes to this notice'),
      body: (
        <RichParagraph
          text={t(
            'When we change this notice, we update the date at the top; if a change affects how we use data you have already given us, we e-mail account holders and, where the law requires, ask for consent again.',
          )}
        />
      ),
    },
  ];
}

/** /privacy: the privacy notice (DPDP Act, 2023). */
export function PrivacyPage() {
  const t = useT();
  return (
    <PolicyPage
      title={t('Privacy Policy')}
      path="/privacy"
      description={t(
        "What personal data Harit stores (account, cart, wishlist, orders, carbon entries, support requests), why and for how long, your rights under India's DPDP Act 2023, and how to delete your account.",
      )}
      intro={
        <RichParagraph
          text={t(
            'What we store about you, why, how long we keep it, and how to see, correct or delete it. Short version: only what the shop needs, never sold, and deleting your account in [Settings](/settings) deletes it.',
          )}
        />
      }
      sections={privacySections(t)}
    />
  );
}
