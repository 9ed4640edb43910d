import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput, releaseEarlyInput } from './early-input';

// Decision 059: what a visitor does on a server-rendered page before React listens is kept and
// handed over once the page is live.

function Search({ onSearch, onMenu }: { onSearch: (term: string) => void; onMenu: () => void }) {
  const [term, setTerm] = useState('');
  return (
    <div>
      <button type="button" onClick={onMenu}>
        Menu
      </button>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(term);
        }}
      >
        <input aria-label="Search" value={term} onChange={(event) => setTerm(event.target.value)} />
        <button type="submit">Go</button>
      </form>
    </div>
  );
}

afterEach(() => {
  releaseEarlyInput();
  document.body.innerHTML = '';
});

async function serverPage(props: Parameters<typeof Search>[0]) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Search {...props} />);
  document.body.append(container);
  return container;
}

describe('input before the app runs', () => {
  it('hands a tap and a typed, sent search to the app once it is live', async () => {
    const onSearch = vi.fn();
    const onMenu = vi.fn();
    const container = await serverPage({ onSearch, onMenu });
    holdEarlyInput();

    // Before React: the visitor taps the menu, types and presses Enter.
    container.querySelector<HTMLButtonElement>('button[type="button"]')?.click();
    const input = container.querySelector('input') as HTMLInputElement;
    input.value = 'bamboo';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const form = container.querySelector('form') as HTMLFormElement;
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);

    const replay = releaseEarlyInput();
    await act(async () => {
      hydrateRoot(container, <Search onSearch={onSearch} onMenu={onMenu} />);
    });
    expect(onMenu).not.toHaveBeenCalled();
    await act(async () => replay());
    expect(onMenu).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('bamboo');
    expect(input.value).toBe('bamboo');
  });

  it('lets a form with an address of its own go to the server, and links alone', async () => {
    holdEarlyInput();
    document.body.innerHTML =
      '<form action="/shop" method="get"><input name="search"></form><a href="/faq"><span>FAQ</span></a>';
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')?.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(false);
    const clicked = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('span')?.dispatchEvent(clicked);
    expect(clicked.defaultPrevented).toBe(false);
  });
});
