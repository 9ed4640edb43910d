import { HelpCircle } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth';
import { msg, useT } from '../../lib/i18n';
import { ContactOptions } from './components/contact-options';
import { GrievanceOfficer } from './components/grievance-officer';
import { InfoPage } from './components/info-page';
import { MyTickets } from './components/my-tickets';
import {
  PostedRequestReceived,
  PostedSupportForm,
  usePostedReference,
} from './components/posted-support-form';
import { SupportRequestForm } from './components/support-request-form';

const POLICY_LINKS = [
  { to: '/shipping', label: msg('Shipping and delivery times') },
  { to: '/returns', label: msg('Returns and cancellations') },
  { to: '/terms', label: msg('Terms of Use') },
  { to: '/privacy', label: msg('Privacy Policy') },
] as const;

/** /support, Customer Care (SPEC §2): contact, a request form, own requests, grievances. */
export function SupportPage() {
  const t = useT();
  const { user, isPending } = useAuth();
  const reference = usePostedReference();

  return (
    <InfoPage
      title={t('Customer Care')}
      description={t(
        "Contact Harit's customer care by e-mail, phone or a request form, follow your requests, and reach our Grievance Officer.",
      )}
      path="/support"
      lead={t(
        "Questions about an order, a delivery or a product? We're here to help. Many answers are already in our [frequently asked questions](/faq).",
      )}
      width="max-w-7xl"
    >
      <div className="mt-10">
        <ContactOptions />
      </div>

      <div className="mt-12 grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-12">
          <section aria-labelledby="request-heading">
            <h2 id="request-heading" className="text-2xl font-bold tracking-tight text-stone-900">
              {t('Send us a request')}
            </h2>
            <p className="mt-2 mb-5 text-stone-700">
              {t(
                "Tell us what happened; include the order number if it is about an order. You'll get a reference number straight away.",
              )}
            </p>
            <div className="rounded-2xl bg-white p-6 ring-1 ring-stone-200">
              {reference && <PostedRequestReceived reference={reference} />}
              {isPending ? (
                // Until the session is known (and in the server's page) the app shows a frame;
                // without JavaScript, the form posted to the server instead (decision 060).
                <>
                  <div
                    aria-busy="true"
                    className="h-72 animate-pulse rounded-xl bg-stone-100 noscript:hidden"
                  />
                  <div className="hidden noscript:block">
                    <PostedSupportForm />
                  </div>
                </>
              ) : (
                // A new form when the user changes: the e-mail rule differs signed in and out.
                <SupportRequestForm key={user?.id ?? 'guest'} signedInEmail={user?.email ?? null} />
              )}
            </div>
          </section>
          {user && <MyTickets />}
        </div>

        <aside className="grid content-start gap-6" aria-label={t('More help')}>
          <GrievanceOfficer />
          <div className="rounded-2xl bg-white p-6 ring-1 ring-stone-200">
            <h2 className="flex items-center gap-2 text-lg font-bold text-stone-900">
              <HelpCircle className="size-5 text-brand-700" aria-hidden="true" />
              {t('Policies')}
            </h2>
            <ul className="mt-3 grid gap-2 text-sm">
              {POLICY_LINKS.map(({ to, label }) => (
                <li key={to}>
                  <Link to={to} className="font-semibold text-brand-800 hover:underline">
                    {t(label)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </aside>
      </div>
    </InfoPage>
  );
}
