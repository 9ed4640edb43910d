import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNearScreen } from './use-near-screen';

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;
const observers: { callback: Callback; margin?: string; disconnected: boolean }[] = [];

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: (typeof observers)[number];
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        this.entry = { callback, margin: options?.rootMargin, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

function Probe({ renders }: { renders: string[] }) {
  const [ref, near] = useNearScreen<HTMLDivElement>('400px 0px');
  renders.push(near ? 'near' : 'far');
  return (
    <div ref={ref} data-testid="probe">
      {near ? `near: ${near.dataset.testid}` : 'far'}
    </div>
  );
}

describe('useNearScreen', () => {
  it('is null until the element comes within the margin, then the element, and stays', () => {
    const renders: string[] = [];
    render(<Probe renders={renders} />);
    expect(screen.getByTestId('probe')).toHaveTextContent('far');
    expect(observers).toHaveLength(1);
    expect(observers[0]?.margin).toBe('400px 0px');
    // Mounting renders once: the ref sets no state while React commits (decision 086).
    expect(renders).toEqual(['far']);

    act(() => observers[0]?.callback([{ isIntersecting: false }]));
    expect(screen.getByTestId('probe')).toHaveTextContent('far');

    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(screen.getByTestId('probe')).toHaveTextContent('near: probe');
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('stops observing when the element goes', () => {
    const { unmount } = render(<Probe renders={[]} />);
    unmount();
    expect(observers[0]?.disconnected).toBe(true);
  });
});
