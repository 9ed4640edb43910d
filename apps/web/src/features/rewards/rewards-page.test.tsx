// The points ledger names each entry from its kind and order number in the page's language
// (decision 077); the stored English reason shows only for an entry that has neither.
import type { Rewards } from '@harit/core/types';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n';
import { renderPage, signInAs, stubApi, testUser } from '../../test/render';
import { RewardsPage } from './rewards-page';

const rewards: Rewards = {
  balance: 10,
  pointsPerKgSaved: 10,
  entries: [
    {
      id: 'r4',
      points: -5,
      reason: 'Order #HRT-2: 1 × Jute Bag returned',
      orderNumber: 'HRT-2',
      reversal: 'returned',
      savedKg: null,
      createdAt: '2026-11-04T06:00:00.000Z',
    },
    {
      id: 'r3',
      points: -20,
      reason: 'Order #HRT-1 cancelled',
      orderNumber: 'HRT-1',
      reversal: 'cancelled',
      savedKg: null,
      createdAt: '2026-11-03T06:00:00.000Z',
    },
    {
      id: 'r2',
      points: 20,
      reason: 'Order #HRT-1: 2.5 kg CO2e saved',
      orderNumber: 'HRT-1',
      reversal: null,
      savedKg: 2.5,
      createdAt: '2026-11-02T06:00:00.000Z',
    },
    {
      id: 'r1',
      points: 15,
      reason: 'Welcome points',
      orderNumber: null,
      reversal: null,
      savedKg: null,
      createdAt: '2026-11-01T06:00:00.000Z',
    },
  ],
};

async function renderLedger() {
  signInAs(testUser);
  stubApi(async () => Response.json(rewards));
  renderPage(<RewardsPage />, { route: '/rewards' });
  return screen.findByRole('list', { name: /./ });
}

describe('the points ledger', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('says what each entry is for in Hindi, with no stored English reason', async () => {
    await activateLanguage('hi');
    const ledger = await renderLedger();
    const rows = within(ledger).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('ऑर्डर #HRT-2: इकाइयाँ लौटाई गईं');
    expect(rows[1]).toHaveTextContent('ऑर्डर #HRT-1 रद्द हुआ');
    expect(rows[2]).toHaveTextContent('ऑर्डर #HRT-1: 2.5 kg CO2e बचाई');
    for (const row of rows.slice(0, 3)) {
      expect(row).not.toHaveTextContent(/cancelled|returned|saved|Order|Jute/);
    }
    // An entry with no kind and no order keeps its stored text.
    expect(rows[3]).toHaveTextContent('Welcome points');
  });

  it('says the same in English', async () => {
    const ledger = await renderLedger();
    const rows = within(ledger).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Order #HRT-2: units returned');
    expect(rows[1]).toHaveTextContent('Order #HRT-1 cancelled');
    expect(rows[2]).toHaveTextContent('Order #HRT-1: 2.5 kg CO2e saved');
  });
});
