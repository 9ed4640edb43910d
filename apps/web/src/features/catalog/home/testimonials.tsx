import { Quote } from 'lucide-react';

// SPEC §2 Home: three fixed customer testimonials.
const TESTIMONIALS = [
  {
    quote:
      'The solar lantern has been a lifesaver during power cuts, and the carbon badge made me rethink what I buy every month.',
    name: 'Priya Sharma',
    city: 'Pune',
  },
  {
    quote:
      'Bamboo toothbrushes, steel straws and cloth bags for the whole family — our kitchen bin has never been this empty.',
    name: 'Arjun Mehta',
    city: 'Bengaluru',
  },
  {
    quote:
      'Everything arrived in paper packaging, not a scrap of plastic. The cold-pressed coconut oil tastes just like home.',
    name: 'Kavya Nair',
    city: 'Kochi',
  },
] as const;

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title">
      <h2
        id="testimonials-title"
        className="mb-5 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl"
      >
        What our customers say
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {TESTIMONIALS.map(({ quote, name, city }) => (
          <li key={name}>
            <figure className="flex h-full flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
              <Quote className="size-8 text-brand-300" aria-hidden="true" />
              <blockquote className="flex-1 text-stone-700">{quote}</blockquote>
              <figcaption className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
                >
                  {name.charAt(0)}
                </span>
                <span>
                  <span className="block font-semibold text-stone-900">{name}</span>
                  <span className="block text-sm text-stone-600">{city}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
