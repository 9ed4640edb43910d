import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render';
import { ConnectionGate } from './connection-gate';

/** Sets what navigator.onLine says and tells the page, as the browser does. */
function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/** A page with a field, which counts how often it starts. */
function FormPage({ started }: { started: () => void }) {
  useEffect(() => started(), [started]);
  return (
    <label>
      Delivery address
      <input />
    </label>
  );
}

function renderGated(route: string) {
  const started = vi.fn();
  const view = renderPage(
    <ConnectionGate>
      <FormPage started={started} />
    </ConnectionGate>,
    { route },
  );
  return { ...view, started };
}

describe('ConnectionGate', () => {
  it('shows a page as it is while online', () => {
    renderGated('/cart');
    expect(screen.getByLabelText('Delivery address')).toBeVisible();
    expect(screen.queryByText(/needs an internet connection/)).not.toBeInTheDocument();
  });

  it('offline, says the cart needs a connection, and brings it back as it was when online', async () => {
    const { user, started } = renderGated('/cart');
    await user.type(screen.getByLabelText('Delivery address'), '12 MG Road');

    goOnline(false);
    expect(
      screen.getByRole('heading', { name: 'Your cart needs an internet connection' }),
    ).toBeVisible();
    expect(screen.getByText(/Nothing is lost/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
    expect(screen.queryByLabelText('Delivery address')).not.toBeVisible();

    goOnline(true);
    expect(screen.queryByText(/needs an internet connection/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Delivery address')).toBeVisible();
    expect(screen.getByLabelText('Delivery address')).toHaveValue('12 MG Road');
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('opened offline, checkout does not start, and the page loads afresh when online', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { started } = renderGated('/checkout');
    expect(
      screen.getByRole('heading', { name: 'Checkout needs an internet connection' }),
    ).toBeVisible();
    expect(screen.queryByLabelText('Delivery address')).not.toBeInTheDocument();
    expect(started).not.toHaveBeenCalled();

    goOnline(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves a public page alone offline: the service worker has kept it', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderGated('/product/bamboo-toothbrush-pack-of-4');
    expect(screen.getByLabelText('Delivery address')).toBeVisible();
    expect(screen.queryByText(/needs an internet connection/)).not.toBeInTheDocument();
  });

  it('names any other private page plainly', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderGated('/orders');
    expect(
      screen.getByRole('heading', { name: 'This page needs an internet connection' }),
    ).toBeVisible();
  });
});
