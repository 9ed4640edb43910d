import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render';
import { LOCATION_STORAGE_KEY, resetDeliveryLocation } from './delivery-location';
import { MENU_CLOSE_DELAY_MS } from './hover-menu';
import { LocationMenu } from './location-menu';

const original = Object.getOwnPropertyDescriptor(window.navigator, 'geolocation');

function setGeolocation(value: Partial<Geolocation> | undefined) {
  Object.defineProperty(window.navigator, 'geolocation', { value, configurable: true });
}

function grant(latitude: number, longitude: number): Partial<Geolocation> {
  return {
    getCurrentPosition: (success) =>
      success({ coords: { latitude, longitude } } as GeolocationPosition),
  };
}

function deny(): Partial<Geolocation> {
  return {
    getCurrentPosition: (_success, error) =>
      error?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
  };
}

async function openAndDetect() {
  const user = userEvent.setup();
  renderPage(<LocationMenu />, { user: null });
  await user.hover(screen.getByRole('button', { name: /Deliver to/ }));
  await user.click(screen.getByRole('button', { name: 'Detect My Location' }));
  return user;
}

describe('LocationMenu', () => {
  beforeEach(() => resetDeliveryLocation());
  afterEach(() => {
    if (original) Object.defineProperty(window.navigator, 'geolocation', original);
    else Reflect.deleteProperty(window.navigator, 'geolocation');
    vi.useRealTimers();
  });

  it('shows latitude and longitude to two decimals when access is granted, and remembers them', async () => {
    setGeolocation(grant(12.971598, 77.594566));
    await openAndDetect();
    expect(screen.getByTestId('location-status')).toHaveTextContent('12.97, 77.59');
    expect(screen.getByTestId('location-label')).toHaveTextContent('12.97, 77.59');
    expect(JSON.parse(window.localStorage.getItem(LOCATION_STORAGE_KEY) ?? '{}')).toMatchObject({
      label: '12.97, 77.59',
    });
  });

  it('keeps the dropdown open, with focus on Detect My Location, until the answer comes', async () => {
    let answer: PositionCallback = () => {};
    setGeolocation({
      getCurrentPosition: (success) => {
        answer = success;
      },
    });
    await openAndDetect();
    const detect = screen.getByRole('button', { name: 'Detect My Location' });
    // A disabled button drops its focus, which closed the dropdown before the answer came.
    expect(detect).toHaveFocus();
    expect(detect).toHaveAttribute('aria-disabled', 'true');
    act(() => answer({ coords: { latitude: 19.07, longitude: 72.87 } } as GeolocationPosition));
    expect(screen.getByRole('button', { name: /Deliver to/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByTestId('location-status')).toHaveTextContent('19.07, 72.87');
  });

  it("says 'Location access denied' when the visitor refuses", async () => {
    setGeolocation(deny());
    await openAndDetect();
    expect(screen.getByTestId('location-status')).toHaveTextContent('Location access denied');
    expect(window.localStorage.getItem(LOCATION_STORAGE_KEY)).toBeNull();
  });

  it("says 'Geolocation not supported' without a geolocation API", async () => {
    setGeolocation(undefined);
    await openAndDetect();
    expect(screen.getByTestId('location-status')).toHaveTextContent('Geolocation not supported');
  });

  it('offers the two sample addresses and remembers the choice across visits', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPage(<LocationMenu />, { user: null });
    await user.hover(screen.getByRole('button', { name: /Deliver to/ }));
    await user.click(screen.getByRole('button', { name: /^Office/ }));
    expect(screen.getByTestId('location-label')).toHaveTextContent('Office');
    unmount();
    resetDeliveryLocation();
    renderPage(<LocationMenu />, { user: null });
    expect(screen.getByTestId('location-label')).toHaveTextContent('Office');
  });

  it('opens on keyboard focus and closes on Escape', async () => {
    const user = userEvent.setup();
    renderPage(<LocationMenu />, { user: null });
    const trigger = screen.getByRole('button', { name: /Deliver to/ });
    await user.tab();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /^Home/ })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  // A pointer entering (leaving) the trigger enters (leaves) the menu around it too: the
  // browser sends pointerenter to each element, as it does not bubble, and so do these.
  const around = (el: Element) => {
    const elements: Element[] = [];
    for (let e: Element | null = el; e; e = e.parentElement) elements.push(e);
    return elements;
  };
  const enter = (el: Element) => {
    for (const e of around(el).reverse()) fireEvent.pointerEnter(e, { pointerType: 'mouse' });
  };
  const leave = (el: Element) => {
    for (const e of around(el)) fireEvent.pointerLeave(e, { pointerType: 'mouse' });
  };

  it(`closes ${MENU_CLOSE_DELAY_MS} ms after the pointer leaves, not before`, () => {
    vi.useFakeTimers();
    renderPage(<LocationMenu />, { user: null });
    const trigger = screen.getByRole('button', { name: /Deliver to/ });
    enter(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    leave(trigger);
    act(() => vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS - 10));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(20));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when the pointer comes back within the delay', () => {
    vi.useFakeTimers();
    renderPage(<LocationMenu />, { user: null });
    const trigger = screen.getByRole('button', { name: /Deliver to/ });
    enter(trigger);
    leave(trigger);
    act(() => vi.advanceTimersByTime(100));
    enter(trigger);
    act(() => vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS * 2));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });
});
