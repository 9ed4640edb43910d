import { afterEach, describe, expect, it, vi } from 'vitest';

// The browser names the origin the server rendered the page's head with, so hydrating the head
// does not add a second canonical link (decision 086).
describe('siteOrigin in the browser', () => {
  afterEach(() => {
    document.head.querySelector('link[rel="canonical"]')?.remove();
    vi.resetModules();
  });

  async function freshSiteOrigin() {
    vi.resetModules();
    return (await import('./site-origin')).siteOrigin;
  }

  it("is the server-rendered canonical link's origin when the page was opened at another address", async () => {
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = 'https://shop.example.in/product/solar-lantern';
    document.head.append(link);
    const siteOrigin = await freshSiteOrigin();
    expect(window.location.origin).not.toBe('https://shop.example.in');
    expect(siteOrigin()).toBe('https://shop.example.in');
    // Read once, before the app renders: a head the app renders later does not move it.
    link.href = 'https://elsewhere.example/';
    expect(siteOrigin()).toBe('https://shop.example.in');
  });

  it("is the browser's own origin on a page the browser rendered itself", async () => {
    const siteOrigin = await freshSiteOrigin();
    expect(siteOrigin()).toBe(window.location.origin);
  });
});
