import { Quote } from 'lucide-react';
import { msg, useT } from '../../../lib/i18n';

// SPEC §2 Home: three fixed customer testimonials.
const TESTIMONIALS = [
  {
    quote: msg(
      'The solar lantern has been a lifesaver during power cuts, and the carbon badge made me rethink what I buy every month.',
    ),
    name: 'Priya Sharma',
    city: msg('Pune'),
  },
  {
    quote: msg(
      'Bamboo toothbrushes, steel straws and cloth bags for the whole family — our kitchen bin has never been this empty.',
    ),
    name: 'Arjun Mehta',
    city: msg('Bengaluru'),
  },
  {
    quote: msg(
      'Everything arrived in paper packaging, not a scrap of plastic. The cold-pressed coconut oil tastes just like home.',
    ),
    name: 'Kavya Nair',
    city: msg('Kochi'),
  },
] as const;

export function Testimonials() {
  const t = useT();
  return (
    <section aria-labelledby="testimonials-title">
      <h2
        id="testimonials-title"
        className="mb-5 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl"
      >
        {t('What our customers say')}
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {TESTIMONIALS.map(({ quote, name, city }) => (
          <li key={name}>
            <figure className="flex h-full flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
              <Quote className="size-8 text-brand-300" aria-hidden="true" />
              <blockquote className="flex-1 text-stone-700">{t(quote)}</blockquote>
              <figcaption className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
                >
                  {name.charAt(0)}
                </span>
                <span>
                  <span className="block font-semibold text-stone-900">{name}</span>
                  <span className="block text-sm text-stone-600">{t(city)}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
