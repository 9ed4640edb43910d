import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import {
  SUPPORT_ADDRESS,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
  telHref,
} from '../../features/support/contact';
import { msg, useT } from '../../lib/i18n';
import { BrandLink } from './brand';
import { FacebookIcon, InstagramIcon, XIcon, YoutubeIcon } from './social-icons';

// SPEC §1: a fixed support block (the same details as Customer Care). SPEC §2: footer links
// and the three category links.

const SOCIAL = [
  { name: 'Instagram', icon: InstagramIcon },
  { name: 'Facebook', icon: FacebookIcon },
  { name: 'X', icon: XIcon },
  { name: 'YouTube', icon: YoutubeIcon },
] as const;

interface FooterLink {
  to: string;
  label: string;
}

const SHOP_LINKS: readonly FooterLink[] = [
  { to: '/shop?category=Solar', label: msg('Solar') },
  { to: '/shop?category=Organic', label: msg('Organic') },
  { to: '/shop?category=Zero%20Waste', label: msg('Zero Waste') },
  { to: '/shop', label: msg('All products') },
];

const HELP_LINKS: readonly FooterLink[] = [
  { to: '/faq', label: msg('FAQ') },
  { to: '/shipping', label: msg('Shipping') },
  { to: '/terms', label: msg('Terms of Use') },
  { to: '/privacy', label: msg('Privacy Policy') },
  { to: '/support', label: msg('Customer Care') },
] as const;

const linkClass = 'rounded text-brand-100 transition hover:text-white hover:underline';
const headingClass = 'mb-3 text-sm font-semibold tracking-wide text-white uppercase';

export function Footer() {
  const t = useT();
  return (
    <footer className="on-dark mt-16 bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.5fr_1fr_1fr_1.5fr] lg:px-8">
        <div className="col-span-2 lg:col-span-1">
          <BrandLink className="text-white" />
          <p className="mt-4 max-w-sm text-sm leading-relaxed">
            {t(
              'Harit means green. We bring thoughtful, eco-friendly essentials to homes across India — solar, organic and zero-waste goods, each with an honest estimate of its carbon footprint.',
            )}
          </p>
          {/* SPEC §1: social links that go nowhere; labelled, and marked as unavailable. */}
          {/* A heading names the list: no aria-label on a <ul> (decision 071). */}
          <h2 className="sr-only">{t('Social media')}</h2>
          <ul className="mt-5 flex gap-2">
            {SOCIAL.map(({ name, icon: Icon }) => (
              <li key={name}>
                {/* biome-ignore lint/a11y/useValidAnchor: SPEC §1 social links go nowhere; a disabled link says so */}
                <a
                  role="link"
                  aria-disabled="true"
                  aria-label={t('Harit on {network}', { network: name })}
                  title={t('Harit on {network}', { network: name })}
                  className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <FooterLinks label={t('Shop categories')} title={t('Shop')} links={SHOP_LINKS} />
        <FooterLinks label={t('Help')} title={t('Help')} links={HELP_LINKS} />

        <div className="col-span-2 lg:col-span-1">
          <h2 className={headingClass}>{t('Support')}</h2>
          <address className="flex flex-col gap-3 text-sm not-italic">
            <a href={`mailto:${SUPPORT_EMAIL}`} className={`flex items-center gap-2 ${linkClass}`}>
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              {SUPPORT_EMAIL}
            </a>
            {/* On one line (html-validate's tel-non-breaking, decision 071). */}
            <a
              href={telHref(SUPPORT_PHONE)}
              className={`flex items-center gap-2 whitespace-nowrap ${linkClass}`}
            >
              <Phone className="size-4 shrink-0" aria-hidden="true" />
              {SUPPORT_PHONE}
            </a>
            <span className="flex items-start gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {SUPPORT_ADDRESS}
            </span>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        {/* Room at the page's end for the floating scroll-to-top button (scroll-to-top.tsx). */}
        <p className="mx-auto max-w-7xl px-4 pt-5 pb-20 text-xs text-brand-200 sm:px-6 lg:px-8">
          {t('© {year} Harit. Prices in Indian rupees (₹).', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}

/** One column of footer links under its heading. */
function FooterLinks({
  label,
  title,
  links,
}: {
  label: string;
  title: string;
  links: readonly FooterLink[];
}) {
  const t = useT();
  return (
    <nav aria-label={label}>
      <h2 className={headingClass}>{title}</h2>
      <ul className="flex flex-col gap-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
