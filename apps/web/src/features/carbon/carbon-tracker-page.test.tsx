import { CAR_TRIP_100_KM, DEMO_CARBON_SUMMARY } from '@harit/core/testing/carbon';
import type { CarbonEntry, CarbonTrendMonth } from '@harit/core/types';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../lib/i18n';
import { renderPage, signInAs, stubApi } from '../../test/render';
import { CarbonTrackerPage } from './carbon-tracker-page';

const trend: CarbonTrendMonth[] = Array.from({ length: 12 }, (_, i) => ({
  month: `2026-${String(i + 1).padStart(2, '0')}`,
  emitted: i * 10,
  saved: i,
}));

const carTrip: CarbonEntry = {
  id: 'e1',
  ...CAR_TRIP_100_KM,
  kgCo2e: 17,
  ecoUnits: 0,
  productId: null,
  orderNumber: null,
  note: null,
  occurredAt: '2026-11-20T06:30:00.000Z',
  reversal: null,
};
const toothbrushes: CarbonEntry = {
  ...carTrip,
  id: 'e2',
  source: 'purchase',
  category: 'zero-waste',
  activity: null,
  description: 'Bamboo Toothbrush (Pack of 4)',
  quantity: 3,
  unit: 'item',
  kgCo2e: -7.5,
  ecoUnits: 3,
  productId: 'p1',
  orderNumber: '1234567890',
};

/** A fake API at the network level; every call is recorded. */
function serve(
  summary: () => Response = () => Response.json(DEMO_CARBON_SUMMARY),
  entriesTotal = 2,
) {
  const fetchMock = stubApi(async (url: string, init: RequestInit = {}): Promise<Response> => {
    const method = init.method ?? 'GET';
    if (url === '/api/carbon/summary') return summary();
    if (url === '/api/carbon/trend') return Response.json(trend);
    if (url.startsWith('/api/carbon/entries')) {
      return Response.json([carTrip, toothbrushes], {
        headers: { 'X-Total-Count': String(entriesTotal) },
      });
    }
    if (url === '/api/carbon/activities' && method === 'POST') {
      return Response.json({ ...carTrip, id: 'e3' }, { status: 201 });
    }
    if (url.startsWith('/api/carbon/activities/') && method === 'DELETE') {
      return new Response(null, { status: 204 });
    }
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  return fetchMock;
}

describe('the Carbon Tracker page', () => {
  it('asks signed-out visitors to sign in (SPEC §2)', () => {
    renderPage(<CarbonTrackerPage />, { route: '/carbon-tracker' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Carbon Footprint Tracker' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Please sign in to view your Carbon Tracker')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the four cards and the goal bar from the summary', async () => {
    signInAs({ id: 'u1', name: 'Harit Demo', email: 'demo@harit.in' });
    serve();
    renderPage(<CarbonTrackerPage />);
    expect(await screen.findByTestId('monthly-emissions')).toHaveTextContent('234.2');
    expect(screen.getByTestId('emissions-saved')).toHaveTextContent('123.4');
    expect(screen.getByTestId('eco-products')).toHaveTextContent('12');
    expect(screen.getByTestId('carbon-goal')).toHaveTextContent('1,000');
    expect(screen.getByTestId('shopping-emissions')).toHaveTextContent('45.8 kg');
    expect(screen.getByTestId('total-emissions')).toHaveTextContent('847.5 kg');
    for (const title of [
      'Monthly Emissions',
      'Emissions Saved',
      'Eco Products this month',
      'Carbon Goal',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('monthly target')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-colour', 'green');
    expect(screen.getByText("You're 765.8 kg under your monthly goal")).toBeInTheDocument();
  });

  it("shows 'Failed to load demo data.' when the summary cannot load, and retries", async () => {
    signInAs({ id: 'u1', name: 'Asha', email: 'asha@example.in' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    serve(() =>
      fail
        ? Response.json({ message: 'Internal Server Error' }, { status: 500 })
        : Response.json(DEMO_CARBON_SUMMARY),
    );
    const { user } = renderPage(<CarbonTrackerPage />);
    expect(await screen.findByText('Failed to load demo data.')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Carbon tracking unavailable', expect.anything());
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('monthly-emissions')).toHaveTextContent('234.2');
    warn.mockRestore();
  });

  it('offers the 12 months as a table for screen readers', async () => {
    signInAs({ id: 'u1', name: 'Asha', email: 'asha@example.in' });
    serve();
    renderPage(<CarbonTrackerPage />);
    const table = await screen.findByRole(
      'table',
      { name: /emitted and saved/ },
      { timeout: 25_000 },
    );
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getByRole('rowheader', { name: 'Dec 2026' })).toBeInTheDocument();
    // The chart's code (recharts) is compiled on its first import in a test run: seconds.
  }, 30_000);

  it('logs an activity with the chosen category, activity, quantity and date', async () => {
    signInAs({ id: 'u1', name: 'Asha', email: 'asha@example.in' });
    const fetchMock = serve();
    const { user } = renderPage(<CarbonTrackerPage />);
    const quantity = await screen.findByLabelText('Quantity (km)');
    await user.click(screen.getByRole('button', { name: 'Log activity' }));
    expect(await screen.findByText('Please enter a quantity')).toBeInTheDocument();

    await user.type(quantity, '100');
    expect(screen.getByText(/≈ 17.0 kg CO2e emitted/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log activity' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/carbon/activities',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/carbon/activities')!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      category: 'transport',
      activity: 'car',
      quantity: 100,
      occurredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('switches the activities and the unit with the category', async () => {
    signInAs({ id: 'u1', name: 'Asha', email: 'asha@example.in' });
    serve();
    const { user } = renderPage(<CarbonTrackerPage />);
    await user.selectOptions(await screen.findByLabelText('Category'), 'home-energy');
    expect(screen.getByLabelText('Activity')).toHaveValue('electricity');
    expect(screen.getByLabelText('Quantity (kWh)')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Cooking gas (LPG)' })).toBeInTheDocument();
  });

  it('lists recent entries and deletes an activity, not a purchase', async () => {
    signInAs({ id: 'u1', name: 'Asha', email: 'asha@example.in' });
    const fetchMock = serve();
    const { user } = renderPage(<CarbonTrackerPage />);
    const list = await screen.findByRole('list', { name: 'Recent entries' });
    expect(within(list).getByText(/Order #1234567890/)).toBeInTheDocument();
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    await user.click(within(list).getByRole('button', { name: /Delete Car \(petrol\)/ }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/carbon/activities/e1',
        expect.objectContaining({ method: 'DELETE' }),
      ),
    );
  });

  it('says why the month is lower after a cancellation, and marks the entry', async () => {
    signInAs({ id: 'u1', name: 'Asha', email: 'asha@example.in' });
    const cancelled: CarbonEntry = {
      ...toothbrushes,
      id: 'e4',
      quantity: 0,
      kgCo2e: 0,
      ecoUnits: 0,
      reversal: { units: 3, kgCo2e: -7.5, reason: 'cancelled', at: '2026-11-21T06:30:00.000Z' },
    };
    stubApi(async (url: string) => {
      if (url === '/api/carbon/summary') {
        return Response.json({
          ...DEMO_CARBON_SUMMARY,
          reversed: { emitted: 0, saved: 7.5, lines: 1 },
        });
      }
      if (url === '/api/carbon/trend') return Response.json(trend);
      if (url.startsWith('/api/carbon/entries')) {
        return Response.json([cancelled], { headers: { 'X-Total-Count': '1' } });
      }
      return Response.json({ message: 'Not found' }, { status: 404 });
    });
    renderPage(<CarbonTrackerPage />);
    const note = await screen.findByRole('region', { name: 'Cancelled and returned orders' });
    expect(note).toHaveTextContent(
      'Emissions Saved are 7.5 kg lower: orders you cancelled or returned are no longer counted.',
    );
    expect(note).not.toHaveTextContent('Monthly Emissions are');
    const list = await screen.findByRole('list', { name: 'Recent entries' });
    expect(within(list).getByTestId('entry-reversal')).toHaveTextContent(
      'Order cancelled on 21 Nov 2026: 7.5 kg saved no longer counted',
    );
    expect(within(list).getByTestId('entry-reversed-figure')).toHaveTextContent('7.5 kg saved');
    expect(within(list).getByText(/× 3/)).toBeInTheDocument();
  });

  it('shows more entries on request while some are not shown', async () => {
    signInAs({ id: 'u1', name: 'Asha', email: 'asha@example.in' });
    const fetchMock = serve(undefined, 30);
    const { user } = renderPage(<CarbonTrackerPage />);
    await user.click(await screen.findByRole('button', { name: 'Show more (2 of 30)' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/carbon/entries?limit=20', expect.anything()),
    );
  });
});

describe('the Carbon Tracker page in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it("names an activity's entry and the chart's months in Hindi; a product keeps its name", async () => {
    await activateLanguage('hi');
    signInAs({ id: 'u1', name: 'Asha', email: 'asha@example.in' });
    serve();
    renderPage(<CarbonTrackerPage />);
    const list = await screen.findByRole('list', { name: 'हाल की एंट्री' });
    expect(within(list).getByText('कार (पेट्रोल)')).toBeInTheDocument();
    expect(within(list).queryByText('Car (petrol)')).not.toBeInTheDocument();
    expect(within(list).getByText('Bamboo Toothbrush (Pack of 4)')).toBeInTheDocument();
    const table = await screen.findByRole('table', undefined, { timeout: 25_000 });
    expect(within(table).getByRole('rowheader', { name: 'दिस॰ 2026' })).toBeInTheDocument();
  }, 30_000);

  it("words the activity form's source line in Hindi, the citation's name as published", async () => {
    await activateLanguage('hi');
    signInAs({ id: 'u1', name: 'Asha', email: 'asha@example.in' });
    serve();
    renderPage(<CarbonTrackerPage />);
    expect(
      await screen.findByText(/स्रोत: DEFRA 2022, औसत पेट्रोल कार \(0\.17 kg CO2e\/km\)।$/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/average petrol car/)).not.toBeInTheDocument();
  });
});
