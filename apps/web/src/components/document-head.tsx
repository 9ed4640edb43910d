import { escapeXml } from '@harit/core/findable';
import { createContext, type ReactNode, useContext, useLayoutEffect } from 'react';

/**
 * The <title>, <meta> and <link> tags a page puts in <head> (decision 041). React 19 hoisted
 * them from wherever a page rendered them; Preact renders them where they stand, inside <body>,
 * where search engines and link previews do not read them. So a page declares its head tags with
 * `useDocumentHead` and renders nothing for them:
 * - on the server each rendered page's tags are collected (`HeadCollector`) and
 *   apps/server's web plugin writes them into index.html's <head>;
 * - in the browser the mounted pages' tags are kept in <head>, one element per name (one title,
 *   one description, one canonical URL…), the page mounted last winning; the tags the server
 *   wrote are taken over in place, and a page's tags leave with it.
 */
export interface HeadTag {
  tag: 'title' | 'meta' | 'link';
  /** Attributes, in order; a title has none. */
  attributes: Record<string, string>;
  /** A title's text. */
  text?: string;
}

/**
 * What makes two tags the same one: the title, a meta's name or property, a link's rel (and an
 * alternate's language: one per hreflang, decision 042).
 */
function headKey({ tag, attributes }: HeadTag): string {
  if (tag === 'title') return 'title';
  if (tag === 'link') {
    return attributes.hreflang !== undefined
      ? `link[rel="${attributes.rel}"][hreflang="${attributes.hreflang}"]`
      : `link[rel="${attributes.rel}"]`;
  }
  return attributes.name !== undefined
    ? `meta[name="${attributes.name}"]`
    : `meta[property="${attributes.property}"]`;
}

/** The tags of one server render, in render order; a later tag with the same key replaces one. */
export class HeadCollector {
  private readonly tags = new Map<string, HeadTag>();

  add(tags: readonly HeadTag[]): void {
    for (const tag of tags) {
      this.tags.delete(headKey(tag));
      this.tags.set(headKey(tag), tag);
    }
  }

  /** The tags as HTML for <head>. */
  toHtml(): string {
    return [...this.tags.values()]
      .map(({ tag, attributes, text }) => {
        const attrs = Object.entries(attributes)
          .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
          .join('');
        return tag === 'title' ? `<title>${escapeXml(text ?? '')}</title>` : `<${tag}${attrs}>`;
      })
      .join('');
  }
}

const HeadCollectorContext = createContext<HeadCollector | null>(null);

export function HeadCollectorProvider({
  collector,
  children,
}: {
  collector: HeadCollector;
  children: ReactNode;
}) {
  return (
    <HeadCollectorContext.Provider value={collector}>{children}</HeadCollectorContext.Provider>
  );
}

/** The head tags of the mounted pages, oldest first; `managed` are the keys written into <head>. */
const mounted: { tags: readonly HeadTag[] }[] = [];
const managed = new Set<string>();

function syncHead(): void {
  const wanted = new Map<string, HeadTag>();
  for (const entry of mounted) for (const tag of entry.tags) wanted.set(headKey(tag), tag);
  for (const key of managed) {
    if (!wanted.has(key)) document.head.querySelector(key)?.remove();
  }
  managed.clear();
  for (const [key, tag] of wanted) {
    let element = document.head.querySelector(key);
    if (!element) {
      element = document.createElement(tag.tag);
      document.head.append(element);
    }
    for (const [name, value] of Object.entries(tag.attributes)) {
      if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    }
    if (tag.tag === 'title' && element.textContent !== tag.text)
      element.textContent = tag.text ?? '';
    managed.add(key);
  }
}

/** Puts `tags` in <head> while the calling component is mounted (and in the server's page). */
export function useDocumentHead(tags: readonly HeadTag[]): void {
  const collector = useContext(HeadCollectorContext);
  collector?.add(tags);
  // The tags by value: a page rendering again with the same head changes nothing.
  const signature = JSON.stringify(tags);
  useLayoutEffect(() => {
    const entry = { tags: JSON.parse(signature) as HeadTag[] };
    mounted.push(entry);
    syncHead();
    return () => {
      mounted.splice(mounted.indexOf(entry), 1);
      syncHead();
    };
  }, [signature]);
}

/** The tab's title while this renders. */
export function DocumentTitle({ children }: { children: string }) {
  useDocumentHead([{ tag: 'title', attributes: {}, text: children }]);
  return null;
}
