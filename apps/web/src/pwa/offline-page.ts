// The offline page (decision 036): what the service worker answers a page it has no
// copy of while the network is down. It is written by the service worker from what Cache Storage
// holds at that moment, so the list is never out of date and the page needs no script of its
// own (the Content Security Policy allows no inline script; a <style> block is allowed).

/** A page the service worker kept: its address and the title it was rendered with. */
export interface KeptPage {
  url: string;
  title: string;
}

/** The text of the page's <title>, unescaped, without the " · Harit" every page ends with. */
export function keptPageTitle(html: string, url: string): string {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim();
  if (!title) return url;
  return unescapeHtml(title).replace(/\s*·\s*Harit$/, '');
}

/** How much of a kept page is read looking for its title: far beyond any head it has. */
const HEAD_READ_LIMIT = 1_048_576;

/**
 * The start of a kept page, up to its title: a rendered /shop is ~290 kB, and its <title> comes
 * after the inlined stylesheet (decision 037), ~71 kB in. Read until the title or the end of the
 * head, whichever the stream delivers first: a fixed byte count met the title or not depending
 * on where the stream's chunks happened to end.
 */
export async function headOf(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const decoder = new TextDecoder();
  let text = '';
  while (text.length < HEAD_READ_LIMIT && !/<\/title>|<\/head>/i.test(text)) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  void reader.cancel();
  return text;
}

/** Product pages first, then the shop's views, then the rest, each by title. */
function order(page: KeptPage): number {
  const path = new URL(page.url, 'http://x').pathname;
  if (path.startsWith('/product/')) return 0;
  if (path === '/shop') return 1;
  return 2;
}

export function offlinePageHtml(pages: readonly KeptPage[]): string {
  const sorted = [...pages].sort(
    (a, b) => order(a) - order(b) || a.title.localeCompare(b.title, 'en-IN'),
  );
  const list =
    sorted.length === 0
      ? '<p>No pages have been saved on this device yet. Pages you visit while online are kept for reading offline.</p>'
      : `<p>These pages you have seen are saved on this device:</p><ul>${sorted
          .map((page) => `<li><a href="${escapeHtml(page.url)}">${escapeHtml(page.title)}</a></li>`)
          .join('')}</ul>`;
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="theme-color" content="#11432c">
<title>You are offline · Harit</title>
<style>
body{margin:0;font-family:ui-sans-serif,system-ui,sans-serif;background:#fafaf9;color:#1c1917}
header{background:#11432c;color:#fff;padding:1rem 1.5rem;font-weight:700;font-size:1.25rem}
main{max-width:40rem;margin:0 auto;padding:2rem 1.5rem}
h1{font-size:1.5rem;margin:0 0 .5rem}
a{color:#15653f}
li{margin:.5rem 0}
.retry{display:inline-block;margin-top:1.5rem;border-radius:999px;background:#15653f;color:#fff;padding:.6rem 1.2rem;text-decoration:none;font-weight:600}
</style>
</head>
<body>
<header>Harit</header>
<main id="main">
<h1>You are offline</h1>
<p>This page has not been saved for reading offline. Check your connection and try again.</p>
${list}
<a class="retry" href="">Try again</a>
</main>
</body>
</html>`;
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

const decoded: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

function unescapeHtml(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => decoded[entity] ?? entity);
}
