import { act, fireEvent } from '@testing-library/react';
import { renderToStringAsync } from 'preact-render-to-string';
import { useId, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateLater, whenHydrated } from './hydrate-later';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" id={useId()} onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

/** What the page shows that may change between the server's render and the part's (a session). */
let shopper = 'nobody';

function Greeting() {
  return <p title={`Signed in: ${shopper}`}>Hello {shopper}</p>;
}

/** Opens a part of the page drawn only in the browser (as the product picture's lightbox is). */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open && <Counter name="opened" />}
    </>
  );
}

function Page() {
  return (
    <main>
      <Counter name="top" />
      <HydrateLater className="later">
        <Greeting />
        <Counter name="later" />
        <Opener />
      </HydrateLater>
      <ul>
        <HydrateLater as="li">
          <Counter name="card" />
        </HydrateLater>
      </ul>
      <Counter name="after" />
    </main>
  );
}

const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent?.startsWith(name)) as
    | HTMLButtonElement
    | undefined;

/** The page as the server sends it, then hydrated as main.tsx does. */
async function serverRendered() {
  const container = document.createElement('div');
  shopper = 'nobody';
  container.innerHTML = await renderToStringAsync(<Page />);
  document.body.append(container);
  const serverNodes = [...container.querySelectorAll('*')];
  await act(() => {
    hydrateRoot(container, <Page />);
  });
  return { container, serverNodes };
}

/** A part holding a part, as the page's content holds its cards (decision 050). */
function NestedPage() {
  return (
    <main>
      <HydrateLater className="outer">
        <Counter name="outer" />
        <HydrateLater className="inner">
          <Counter name="inner" />
        </HydrateLater>
      </HydrateLater>
    </main>
  );
}

async function serverRenderedNested() {
  const container = document.createElement('div');
  container.innerHTML = await renderToStringAsync(<NestedPage />);
  document.body.append(container);
  const serverNodes = [...container.querySelectorAll('*')];
  await act(() => {
    hydrateRoot(container, <NestedPage />);
  });
  return { container, serverNodes };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('HydrateLater', () => {
  it('renders its element with its children on the server, as the browser does', async () => {
    expect(await renderToStringAsync(<Page />)).toBe(
      '<main><button type="button" id="P0-0">top 0</button><div class="later"><p title="Signed in: nobody">Hello nobody</p><button type="button" id="PP0-1-0">later 0</button><button type="button">open</button></div><ul><li><button type="button" id="PP0-2-0">card 0</button></li></ul><button type="button" id="P0-3">after 0</button></main>',
    );
  });

  it("keeps the server's markup, hydrates the rest at once and a waiting part in a later task", async () => {
    const { container, serverNodes } = await serverRendered();
    // Nothing redrawn, nothing added: the same elements the server's HTML made.
    expect([...container.querySelectorAll('*')]).toEqual(serverNodes);

    fireEvent.click(button(container, 'top') as HTMLElement);
    fireEvent.click(button(container, 'after') as HTMLElement);
    fireEvent.click(button(container, 'later') as HTMLElement);
    await act(() => Promise.resolve());
    expect(button(container, 'top')).toHaveTextContent('top 1');
    expect(button(container, 'after')).toHaveTextContent('after 1');
    // Not hydrated yet: shown, not responding.
    expect(button(container, 'later')).toHaveTextContent('later 0');

    // What changed meanwhile is drawn when the part comes to life, onto the same elements.
    shopper = 'Asha';
    await act(() => whenHydrated());
    const greeting = container.querySelector('.later p');
    expect(greeting).toHaveTextContent('Hello Asha');
    expect(greeting).toHaveAttribute('title', 'Signed in: Asha');
    fireEvent.click(button(container, 'later') as HTMLElement);
    fireEvent.click(button(container, 'card') as HTMLElement);
    await act(() => Promise.resolve());
    expect(button(container, 'later')).toHaveTextContent('later 1');
    expect(button(container, 'card')).toHaveTextContent('card 1');
    expect([...container.querySelectorAll('*')]).toEqual(serverNodes);

    // What the browser draws later takes ids of its own, none the server's markup has.
    fireEvent.click(button(container, 'open') as HTMLElement);
    await act(() => Promise.resolve());
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids).toEqual(['P0-0', 'PP0-1-0', 'PP0-1-1', 'PP0-2-0', 'P0-3']);
  });

  it('hydrates every waiting part when a pointer goes down, before its click', async () => {
    const { container } = await serverRendered();
    const card = button(container, 'card') as HTMLElement;
    // A browser sends the click in a task after the pointer's: the part renders in between.
    await act(async () => {
      fireEvent.pointerDown(card);
      for (let i = 0; i < 5; i++) await Promise.resolve();
    });
    fireEvent.click(card);
    await act(() => Promise.resolve());
    expect(button(container, 'card')).toHaveTextContent('card 1');
    await act(() => whenHydrated());
  });

  it("hydrates a part inside a part in a task after the outer one, on the server's markup", async () => {
    const { container, serverNodes } = await serverRenderedNested();
    // The first task after hydration opens the outer part; the inner one waits for the next.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.click(button(container, 'outer') as HTMLElement);
    fireEvent.click(button(container, 'inner') as HTMLElement);
    // Microtasks only, no task: act would let the next part's task run.
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(button(container, 'outer')).toHaveTextContent('outer 1');
    expect(button(container, 'inner')).toHaveTextContent('inner 0');
    // The inner part kept its markup while it waited, and is live once every part is.
    expect([...container.querySelectorAll('*')]).toEqual(serverNodes);
    await act(() => whenHydrated());
    fireEvent.click(button(container, 'inner') as HTMLElement);
    await act(() => Promise.resolve());
    expect(button(container, 'inner')).toHaveTextContent('inner 1');
    expect([...container.querySelectorAll('*')]).toEqual(serverNodes);
  });

  it('hydrates a part inside a part at once when a pointer goes down first', async () => {
    const { container, serverNodes } = await serverRenderedNested();
    const inner = button(container, 'inner') as HTMLElement;
    await act(async () => {
      fireEvent.pointerDown(inner);
      for (let i = 0; i < 10; i++) await Promise.resolve();
    });
    fireEvent.click(inner);
    await act(() => Promise.resolve());
    expect(button(container, 'inner')).toHaveTextContent('inner 1');
    expect([...container.querySelectorAll('*')]).toEqual(serverNodes);
    await act(() => whenHydrated());
  });

  it('draws its children at once when the browser renders the page itself', async () => {
    const { createRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    document.body.append(container);
    await act(() => {
      createRoot(container).render(<Page />);
    });
    fireEvent.click(button(container, 'later') as HTMLElement);
    await act(() => Promise.resolve());
    expect(button(container, 'later')).toHaveTextContent('later 1');
  });

  describe('on a page with a screen (decision 052)', () => {
    /** The observer's reports, given by each test: which watched parts are near the screen. */
    let watched: Element[] = [];
    let report: ((entries: Partial<IntersectionObserverEntry>[]) => void) | undefined;

    function withAScreen() {
      watched = [];
      // happy-dom lays nothing out: the page is given a height, so parts can be away from it.
      vi.spyOn(document.documentElement, 'getBoundingClientRect').mockReturnValue(
        new DOMRect(0, 0, 400, 3000),
      );
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
            report = callback;
          }
          observe(element: Element) {
            watched.push(element);
          }
          unobserve(element: Element) {
            watched = watched.filter((e) => e !== element);
          }
          disconnect() {}
        },
      );
    }
    afterEach(() => {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    });
    const near = (elements: Element[], isIntersecting: boolean) =>
      act(() => {
        report?.(elements.map((target) => ({ target, isIntersecting })));
      });

    it('hydrates a part when it comes near the screen, and the start ends without it', async () => {
      withAScreen();
      const { container, serverNodes } = await serverRendered();
      const later = container.querySelector('.later') as Element;
      const card = container.querySelector('li') as Element;
      // Both parts are watched (the next frame's report tells where they are), none opened.
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(watched).toEqual([later, card]);
      let started = false;
      void whenHydrated().then(() => {
        started = true;
      });
      await near([later], true);
      await near([card], false);
      await act(() => whenHydrated());
      expect(started).toBe(true);
      fireEvent.click(button(container, 'later') as HTMLElement);
      fireEvent.click(button(container, 'card') as HTMLElement);
      await act(() => Promise.resolve());
      expect(button(container, 'later')).toHaveTextContent('later 1');
      // Away from the screen: still the server's markup, not responding.
      expect(button(container, 'card')).toHaveTextContent('card 0');
      expect(watched).toEqual([card]);

      // Scrolled near: live in the next task, on the same elements.
      await near([card], true);
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      fireEvent.click(button(container, 'card') as HTMLElement);
      await act(() => Promise.resolve());
      expect(button(container, 'card')).toHaveTextContent('card 1');
      expect(watched).toEqual([]);
      expect([...container.querySelectorAll('*')]).toEqual(serverNodes);
    });

    it('ends the start without a part that was set aside and then left the page', async () => {
      withAScreen();
      const { container } = await serverRendered();
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      // The card's row is drawn anew (the shop's results changed) before the observer reports.
      const card = container.querySelector('li') as Element;
      card.remove();
      await near([container.querySelector('.later') as Element], false);
      await act(() => whenHydrated());
      expect(watched).toEqual([container.querySelector('.later')]);
    });

    it('hydrates a part away from the screen when a pointer goes down, before its click', async () => {
      withAScreen();
      const { container } = await serverRendered();
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      await near(watched, false);
      const card = button(container, 'card') as HTMLElement;
      await act(async () => {
        fireEvent.pointerDown(card);
        for (let i = 0; i < 5; i++) await Promise.resolve();
      });
      fireEvent.click(card);
      await act(() => Promise.resolve());
      expect(button(container, 'card')).toHaveTextContent('card 1');
      expect(watched).toEqual([]);
      await act(() => whenHydrated());
    });

    it('never sets aside a part with no box of its own: its own parts are watched instead', async () => {
      withAScreen();
      const { container } = await serverRenderedNested();
      const outer = container.querySelector('.outer') as HTMLElement;
      outer.style.display = 'contents';
      // The outer part opens in the first task; the inner one is then watched, not opened.
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(watched).toEqual([container.querySelector('.inner')]);
      fireEvent.click(button(container, 'outer') as HTMLElement);
      await act(() => Promise.resolve());
      expect(button(container, 'outer')).toHaveTextContent('outer 1');
      await near(watched, true);
      await act(() => whenHydrated());
      fireEvent.click(button(container, 'inner') as HTMLElement);
      await act(() => Promise.resolve());
      expect(button(container, 'inner')).toHaveTextContent('inner 1');
    });
  });
});
