import { describe, expect, it } from 'vitest';
import { FAQ_SECTIONS, inlineParts, plainText, searchFaq } from './faq-data';

describe('searchFaq', () => {
  it('keeps everything for a blank query', () => {
    expect(searchFaq(FAQ_SECTIONS, '   ')).toEqual(FAQ_SECTIONS);
  });

  it('keeps only entries containing every word, in any case, and drops empty sections', () => {
    const found = searchFaq(FAQ_SECTIONS, 'CASH delivery');
    const ids = found.flatMap((s) => s.entries.map((e) => e.id));
    expect(ids).toContain('payment-methods');
    expect(found.every((s) => s.entries.length > 0)).toBe(true);
    expect(ids.length).toBeLessThan(FAQ_SECTIONS.flatMap((s) => s.entries).length);
  });

  it('searches answers as well as questions, and link labels but not link targets', () => {
    expect(searchFaq(FAQ_SECTIONS, 'lifecycle').flatMap((s) => s.entries.map((e) => e.id))).toEqual(
      ['carbon-limits'],
    );
    expect(searchFaq(FAQ_SECTIONS, '/settings')).toEqual([]);
  });

  it('finds nothing for a word that is nowhere', () => {
    expect(searchFaq(FAQ_SECTIONS, 'xylophone')).toEqual([]);
  });
});

describe('inline links', () => {
  it('splits text into parts and links', () => {
    expect(inlineParts('See [Orders](/orders) now.')).toEqual([
      { text: 'See ' },
      { text: 'Orders', href: '/orders' },
      { text: ' now.' },
    ]);
    expect(plainText('See [Orders](/orders).')).toBe('See Orders.');
  });

  it('links only to pages of this app', () => {
    const texts = FAQ_SECTIONS.flatMap((s) =>
      s.entries.flatMap((e) => e.answer.flatMap((b) => (typeof b === 'string' ? [b] : b.list))),
    );
    const hrefs = texts.flatMap((t) => inlineParts(t).flatMap((p) => (p.href ? [p.href] : [])));
    expect(hrefs.length).toBeGreaterThan(5);
    for (const href of hrefs) expect(href).toMatch(/^\/[a-z-]*(#[a-z-]+)?$/);
  });
});
