import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useT } from '../../../lib/i18n';
import { SUPPORT_ADDRESS, SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_PHONE, telHref } from '../contact';

const cardClass = 'flex flex-col gap-2 rounded-2xl bg-white p-5 ring-1 ring-stone-200';
const iconClass =
  'flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700';
const linkClass =
  'font-semibold break-words text-brand-800 underline-offset-4 hover:underline focus-visible:underline';

/** SPEC §1's support block: the footer's e-mail, phone and address, with the hours. */
export function ContactOptions() {
  const t = useT();
  return (
    <section aria-labelledby="contact-heading">
      <h2 id="contact-heading" className="text-2xl font-bold tracking-tight text-stone-900">
        {t('Contact us')}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        <li className={cardClass}>
          <span className={iconClass}>
            <Mail className="size-5" aria-hidden="true" />
          </span>
          <h3 className="font-semibold text-stone-900">{t('E-mail')}</h3>
          <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
            {SUPPORT_EMAIL}
          </a>
          <p className="text-sm text-stone-600">{t('We reply within one business day.')}</p>
        </li>
        <li className={cardClass}>
          <span className={iconClass}>
            <Phone className="size-5" aria-hidden="true" />
          </span>
          <h3 className="font-semibold text-stone-900">{t('Phone')}</h3>
          <a href={telHref(SUPPORT_PHONE)} className={`whitespace-nowrap ${linkClass}`}>
            {SUPPORT_PHONE}
          </a>
          <p className="flex items-center gap-1.5 text-sm text-stone-600">
            <Clock className="size-4 shrink-0" aria-hidden="true" />
            {t(SUPPORT_HOURS)}
          </p>
        </li>
        <li className={cardClass}>
          <span className={iconClass}>
            <MapPin className="size-5" aria-hidden="true" />
          </span>
          <h3 className="font-semibold text-stone-900">{t('Write to us')}</h3>
          <address className="font-semibold text-stone-800 not-italic">{SUPPORT_ADDRESS}</address>
          <p className="text-sm text-stone-600">{t('Customer care desk, Harit.')}</p>
        </li>
      </ul>
    </section>
  );
}
