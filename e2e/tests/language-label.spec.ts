import { expect, test } from '@playwright/test';

// The header's switch names Hindi in its own script on every English page. On a device without a
// Devanagari font (this machine has none) the word was drawn as empty boxes until the optional
// web font loaded. Chromium says which fonts drew a node's glyphs (CSS.getPlatformFontsForNode):
// every glyph of "हिन्दी" must come from a font the page brought, none from the system's fallback.

test('the language switch draws "हिन्दी" with the page\'s own font from the first paint', async ({
  page,
}) => {
  // The full Devanagari face never arrives: what a slow or failed fetch leaves an English page.
  await page.route(/noto-sans-devanagari/, (route) => route.abort());
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const label = page.getByRole('button', { name: 'Show the shop in हिन्दी' });
  await expect(label).toHaveText('हिन्दी');

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: 'header button[lang="hi"][aria-label]',
  });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  const devanagari = fonts.filter(
    (f) => f.glyphCount > 0 && !/Inter|DejaVu|Liberation/i.test(f.familyName),
  );
  expect(devanagari.length, JSON.stringify(fonts)).toBeGreaterThan(0);
  for (const font of devanagari) expect(font.isCustomFont, JSON.stringify(fonts)).toBe(true);
  // No glyph of the word fell to a system font that lacks Devanagari (drawn as boxes).
  const system = fonts.filter((f) => !f.isCustomFont);
  const systemGlyphs = system.reduce((n, f) => n + f.glyphCount, 0);
  expect(systemGlyphs, JSON.stringify(fonts)).toBe(0);
});
