import { waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOCATION_STORAGE_KEY,
  resetDeliveryLocation,
  useDeliveryLocation,
} from './delivery-location';

function Deliver() {
  const { location } = useDeliveryLocation();
  return <p>{location ? `Deliver to ${location.label}` : 'No location'}</p>;
}

describe('the stored delivery location on a server-rendered page', () => {
  beforeEach(() => {
    resetDeliveryLocation();
    window.localStorage.setItem(
      LOCATION_STORAGE_KEY,
      JSON.stringify({
        label: 'Office',
        detail: 'Tower B, DLF Cyber City Phase 2, Gurugram 122002',
      }),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.localStorage.clear();
    resetDeliveryLocation();
  });

  it('is not read while the page hydrates, then read in a task of its own and drawn', async () => {
    const read = vi.spyOn(Storage.prototype, 'getItem');
    const container = document.createElement('div');
    // What the server drew: it cannot know the stored location (decision 035).
    container.innerHTML = '<p>No location</p>';
    document.body.append(container);
    hydrateRoot(container, <Deliver />);
    // Hydration and its layout effects, one synchronous task, ran without touching storage
    // (decision 050); checked before this task's microtasks, where the tests run effects.
    expect(read).not.toHaveBeenCalledWith(LOCATION_STORAGE_KEY);
    expect(container.textContent).toBe('No location');
    await waitFor(() => expect(container.textContent).toBe('Deliver to Office'));
    expect(read).toHaveBeenCalledWith(LOCATION_STORAGE_KEY);
    container.remove();
  });
});
