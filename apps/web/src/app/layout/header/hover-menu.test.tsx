import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { HoverMenu } from './hover-menu';

function renderMenu() {
  renderPage(
    <HoverMenu trigger="Account">
      {() => (
        <a href="/profile" className="block">
          My Profile
        </a>
      )}
    </HoverMenu>,
  );
  return screen.getByRole('button', { name: 'Account' });
}

/** A tap as a phone's browser sends it: the focus comes after the finger lifts, then the click. */
function tap(trigger: HTMLElement) {
  fireEvent.pointerEnter(trigger, { pointerType: 'touch' });
  fireEvent.pointerDown(trigger, { pointerType: 'touch' });
  fireEvent.pointerUp(trigger, { pointerType: 'touch' });
  act(() => trigger.focus());
  fireEvent.click(trigger, { detail: 1 });
}

describe('HoverMenu on a touch screen', () => {
  it('opens on the first tap and closes on the second', () => {
    const trigger = renderMenu();
    tap(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'My Profile' })).toBeVisible();
    tap(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('still opens on keyboard focus after a tap elsewhere', () => {
    const trigger = renderMenu();
    tap(trigger);
    tap(trigger);
    act(() => trigger.blur());
    act(() => trigger.focus());
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });
});
