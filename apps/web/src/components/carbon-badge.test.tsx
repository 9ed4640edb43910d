import * as carbon from '@harit/core/carbon';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CarbonBadge } from './carbon-badge';
import { CarbonTooltip } from './carbon-tooltip';

vi.mock('@harit/core/carbon', async (importOriginal) => {
  const actual = await importOriginal<typeof carbon>();
  return { ...actual, productBadge: vi.fn(actual.productBadge) };
});

describe('CarbonBadge', () => {
  it('shows a net saving in green with one decimal', () => {
    render(<CarbonBadge productName="Bamboo Cutting Board" />);
    const badge = screen.getByTestId('carbon-badge');
    expect(badge).toHaveTextContent('Saves 1.8 kg CO2');
    expect(badge).toHaveAttribute('data-tone', 'saving');
    expect(badge.className).toContain('text-green-800');
  });

  it('shows a net increase in red', () => {
    render(<CarbonBadge productName="Plastic Bucket" />);
    const badge = screen.getByTestId('carbon-badge');
    expect(badge).toHaveTextContent('Adds 2.8 kg CO2');
    expect(badge).toHaveAttribute('data-tone', 'increase');
    expect(badge.className).toContain('text-red-800');
  });

  it('is neutral grey when the net is zero but shown', () => {
    vi.mocked(carbon.productBadge).mockReturnValueOnce({
      savings: 1,
      emissions: 1,
      net: 0,
      tone: 'neutral',
      hidden: false,
    });
    render(<CarbonBadge productName="Anything" />);
    const badge = screen.getByTestId('carbon-badge');
    expect(badge).toHaveAttribute('data-tone', 'neutral');
    expect(badge.className).toContain('text-stone-700');
    expect(badge).toHaveTextContent('0.0 kg CO2');
  });

  it('renders nothing when core says the badge is hidden (|net| under 0.1 kg)', () => {
    vi.mocked(carbon.productBadge).mockReturnValueOnce({
      savings: 1,
      emissions: 0.95,
      net: 0.1,
      tone: 'saving',
      hidden: true,
    });
    const { container } = render(<CarbonBadge productName="Almost neutral" />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['xs', 'text-[0.6875rem]'],
    ['sm', 'text-xs'],
    ['md', 'text-sm'],
    ['lg', 'text-base'],
  ] as const)('size %s uses %s text', (size, textClass) => {
    render(<CarbonBadge productName="Solar Lantern" size={size} />);
    const badge = screen.getByTestId('carbon-badge');
    expect(badge).toHaveAttribute('data-size', size);
    expect(badge.className).toContain(textClass);
  });
});

describe('CarbonTooltip', () => {
  it('explains savings against emissions on hover, and closes on unhover', async () => {
    const user = userEvent.setup();
    render(<CarbonTooltip productName="Bamboo Wind Chime" />);
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(tooltip).not.toBeVisible();
    await user.hover(screen.getByRole('button'));
    expect(tooltip).toBeVisible();
    expect(tooltip).toHaveTextContent('Saves 2.1 kg CO2');
    expect(tooltip).toHaveTextContent('emits 0.3 kg CO2');
    await user.unhover(screen.getByRole('button'));
    expect(tooltip).not.toBeVisible();
  });

  it('opens on keyboard focus and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<CarbonTooltip productName="Cast Iron Tawa" />);
    await user.tab();
    const tooltip = screen.getByRole('tooltip');
    // SPEC §9 tooltip default: savings 1, emissions 0.5.
    expect(tooltip).toHaveTextContent('Saves 1.0 kg CO2');
    expect(tooltip).toHaveTextContent('emits 0.5 kg CO2');
    expect(screen.getByRole('button')).toHaveAccessibleDescription(/Saves 1.0 kg CO2/);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();
  });
});
