import type { Category } from '@harit/core/types';

const slugify = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * SPEC §2: a promo resolves a category by name or slug ("Home decor" → Home Decor), else by a
 * name that contains the keyword ("Sustainable" → Sustainable Fashion); with no match it becomes
 * a search for the keyword.
 */
export function promoHref(keyword: string, categories: readonly Category[] | undefined): string {
  const wanted = keyword.trim().toLowerCase();
  const slug = slugify(keyword);
  const list = categories ?? [];
  const match =
    list.find((c) => c.name.toLowerCase() === wanted || c.slug.toLowerCase() === slug) ??
    list.find((c) => c.name.toLowerCase().includes(wanted));
  return match
    ? `/shop?category=${encodeURIComponent(match.name)}`
    : `/shop?search=${encodeURIComponent(keyword.trim())}`;
}
