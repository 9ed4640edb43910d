import { BadgeCheck, PackageOpen, ShieldCheck, Truck } from 'lucide-react';
import { msg, useT } from '../../../lib/i18n';

// SPEC §2 Home: four trust badges, in this order.
const BADGES = [
  {
    title: msg('Eco-certified'),
    text: msg('Materials and makers we have checked'),
    icon: BadgeCheck,
  },
  {
    title: msg('Fast delivery'),
    text: msg('Dispatched quickly to every PIN code we serve'),
    icon: Truck,
  },
  { title: msg('Plastic-free'), text: msg('Packed in paper, card and cloth'), icon: PackageOpen },
  {
    title: msg('Secure checkout'),
    text: msg('UPI, cards and cash on delivery'),
    icon: ShieldCheck,
  },
] as const;

export function TrustBadges() {
  const t = useT();
  // A heading names the list: no aria-label on a <ul> (decision 071).
  return (
    <>
      <h2 className="sr-only">{t('Why shop with Harit')}</h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {BADGES.map(({ title, text, icon: Icon }) => (
          <li
            key={title}
            className="flex flex-col items-start gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:flex-row"
          >
            <span className="rounded-xl bg-brand-50 p-2 text-brand-700">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span>
              <span className="block font-semibold text-stone-900">{t(title)}</span>
              <span className="block text-sm text-stone-600">{t(text)}</span>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
