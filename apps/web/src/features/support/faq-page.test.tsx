import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { FAQ_SECTIONS } from './faq-data';
import { FaqPage } from './faq-page';

const TOTAL = FAQ_SECTIONS.reduce((n, s) => n + s.entries.length, 0);

describe('FaqPage', () => {
  it('lists every question as a closed disclosure under its topic heading', () => {
    renderPage(<FaqPage />, { route: '/faq' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      FAQ_SECTIONS.map((s) => s.title),
    );
    const entries = screen.getAllByTestId('faq-entry');
    expect(entries).toHaveLength(TOTAL);
    for (const entry of entries) expect(entry).not.toHaveAttribute('open');
    expect(screen.getByText(`${TOTAL} questions in ${FAQ_SECTIONS.length} topics`)).toBeVisible();
  });

  it('filters the questions as the shopper types, and says how many match', async () => {
    const { user, location } = renderPage(<FaqPage />, { route: '/faq' });
    await user.type(screen.getByLabelText('Search the questions'), 'upi');
    const entries = screen.getAllByTestId('faq-entry');
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThan(TOTAL);
    expect(screen.getByText('Which payment methods do you accept?')).toBeVisible();
    expect(screen.queryByText('How do I create an account?')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      `${entries.length} of ${TOTAL} questions match “upi”`,
    );
    expect(location()).toBe('/faq?q=upi');
  });

  it('says when nothing matches and offers customer care', async () => {
    const { user } = renderPage(<FaqPage />, { route: '/faq' });
    await user.type(screen.getByLabelText('Search the questions'), 'xylophone');
    expect(screen.queryAllByTestId('faq-entry')).toHaveLength(0);
    expect(screen.getByText('No questions match “xylophone”')).toBeVisible();
    expect(screen.getByRole('link', { name: 'ask customer care' })).toHaveAttribute(
      'href',
      '/support',
    );
  });

  it('shows everything again when the search is cleared', async () => {
    const { user } = renderPage(<FaqPage />, { route: '/faq?q=refund' });
    const box = screen.getByLabelText('Search the questions');
    expect(box).toHaveValue('refund');
    expect(screen.getAllByTestId('faq-entry').length).toBeLessThan(TOTAL);
    await user.clear(box);
    expect(screen.getAllByTestId('faq-entry')).toHaveLength(TOTAL);
  });

  it('answers the carbon questions with their limits', () => {
    renderPage(<FaqPage />, { route: '/faq' });
    const carbon = screen.getByRole('region', { name: 'Carbon figures' });
    const limits = within(carbon)
      .getByText('How accurate are the carbon figures?')
      .closest('details')!;
    expect(limits).toHaveTextContent(/not certified lifecycle assessments/);
    // The product's own record, its sources named with their year (decision 069), not
    // SPEC §9's keyword table.
    const how = within(carbon)
      .getByText('How are the carbon figures worked out?')
      .closest('details')!;
    expect(how).toHaveTextContent(/its own carbon record/);
    expect(how).toHaveTextContent(/CEA CO2 Baseline Database .* \(2023\)/);
    expect(how).not.toHaveTextContent(/per bamboo|2\.5 kg CO2e/);
    expect(
      within(carbon)
        .getByText('What happens to the carbon figure when I cancel or return an order?')
        .closest('details'),
    ).toHaveTextContent(/takes their carbon out of your carbon tracker/);
  });

  it('states the flat ₹100 shipping and the three payment methods', () => {
    renderPage(<FaqPage />, { route: '/faq' });
    expect(screen.getByText('How much does shipping cost?').closest('details')).toHaveTextContent(
      /flat ₹100\.00 per order/,
    );
    const payment = screen.getByText('Which payment methods do you accept?').closest('details')!;
    expect(payment).toHaveTextContent(/card/);
    expect(payment).toHaveTextContent(/UPI/);
    expect(payment).toHaveTextContent(/Cash on delivery/);
  });
});
