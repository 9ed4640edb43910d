import { BadgeCheck, PackageOpen, ShieldCheck, Truck } from 'lucide-react';

// SPEC §2 Home: four trust badges, in this order.
const BADGES = [
  { title: 'Eco-certified', text: 'Materials and makers we have checked', icon: BadgeCheck },
  { title: 'Fast delivery', text: 'Dispatched quickly to every PIN code we serve', icon: Truck },
  { title: 'Plastic-free', text: 'Packed in paper, card and cloth', icon: PackageOpen },
  { title: 'Secure checkout', text: 'UPI, cards and cash on delivery', icon: ShieldCheck },
] as const;

export function TrustBadges() {
  return (
    <ul aria-label="Why shop with Harit" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {BADGES.map(({ title, text, icon: Icon }) => (
        <li
          key={title}
          className="flex flex-col items-start gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:flex-row"
        >
          <span className="rounded-xl bg-brand-50 p-2 text-brand-700">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <span>
            <span className="block font-semibold text-stone-900">{title}</span>
            <span className="block text-sm text-stone-600">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
