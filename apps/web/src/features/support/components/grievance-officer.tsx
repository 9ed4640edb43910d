import { ShieldCheck } from 'lucide-react';
import { useT } from '../../../lib/i18n';
import { GRIEVANCE_OFFICER, GRIEVANCE_TIMELINES, telHref } from '../contact';
import { InlineText } from './rich-text';

const linkClass = 'font-semibold text-brand-800 underline-offset-4 hover:underline';

/**
 * Consumer Protection (E-Commerce) Rules, 2020, rule 4(4)–(5): the Grievance Officer's name,
 * designation and contact details, and the timelines for a complaint.
 */
export function GrievanceOfficer() {
  const t = useT();
  const officer = GRIEVANCE_OFFICER;
  return (
    <section
      aria-labelledby="grievance-heading"
      className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-200"
    >
      <h2
        id="grievance-heading"
        className="flex items-center gap-2 text-xl font-bold tracking-tight text-brand-950"
      >
        <ShieldCheck className="size-6 shrink-0 text-brand-700" aria-hidden="true" />
        {t('Grievance Officer')}
      </h2>
      <p className="mt-3 text-sm text-stone-700">
        <InlineText
          text={t(
            'Not happy with how we handled your request? Write to our Grievance Officer, as the Consumer Protection (E-Commerce) Rules, 2020 provide. Complaints are **{timelines}** of receipt.',
            { timelines: t(GRIEVANCE_TIMELINES) },
          )}
        />
      </p>
      <dl className="mt-4 grid gap-3 text-sm">
        <div>
          <dt className="text-stone-600">{t('Name')}</dt>
          <dd className="font-semibold text-stone-900">{officer.name}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{t('Designation')}</dt>
          <dd className="font-semibold text-stone-900">{t(officer.designation)}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{t('E-mail')}</dt>
          <dd>
            <a href={`mailto:${officer.email}`} className={linkClass}>
              {officer.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">{t('Phone')}</dt>
          <dd>
            <a href={telHref(officer.phone)} className={linkClass}>
              {officer.phone}
            </a>{' '}
            <span className="text-stone-600">({t(officer.hours)})</span>
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">{t('Address')}</dt>
          <dd className="font-semibold text-stone-900">
            <address className="not-italic">{officer.address}</address>
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-stone-700">
        {t(
          "Quote your request's reference number (HRT-…) if you have one. You may also approach the National Consumer Helpline on 1915 or at consumerhelpline.gov.in.",
        )}
      </p>
    </section>
  );
}
