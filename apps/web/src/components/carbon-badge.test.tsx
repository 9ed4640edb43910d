import { computeCarbonRecord } from '@harit/core/carbon-record';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CarbonBadge } from './carbon-badge';
import { CarbonTooltip } from './carbon-tooltip';

describe('CarbonBadge (decision 069: the record figure, one rule)', () => {
  it('shows a saving (a negative figure) in green with one decimal and no minus sign', () => {
    render(<CarbonBadge netKgPerUnit={-10.74} />);
    const badge = screen.getByTestId('carbon-badge');
    expect(badge).toHaveTextContent('Saves 10.7 kg CO2');
    expect(badge.textContent).not.toMatch(/[-−]/);
    expect(badge).toHaveAttribute('data-tone', 'saving');
    expect(badge.className).toContain('text-green-800');
  });

  it('shows an increase in red', () => {
    render(<CarbonBadge netKgPerUnit={0.6} />);
    const badge = screen.getByTestId('carbon-badge');
    expect(badge).toHaveTextContent('Adds 0.6 kg CO2');
    expect(badge).toHaveAttribute('data-tone', 'increase');
    expect(badge.className).toContain('text-red-800');
  });

  it('renders nothing when |net| is under 0.1 kg (SPEC §2)', () => {
    const { container } = render(<CarbonBadge netKgPerUnit={0.04} />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['xs', 'text-[0.6875rem]'],
    ['sm', 'text-xs'],
    ['md', 'text-sm'],
    ['lg', 'text-base'],
  ] as const)('size %s uses %s text', (size, textClass) => {
    render(<CarbonBadge netKgPerUnit={-2} size={size} />);
    const badge = screen.getByTestId('carbon-badge');
    expect(badge).toHaveAttribute('data-size', size);
    expect(badge.className).toContain(textClass);
  });
});

const bottle = computeCarbonRecord({
  use: 'year-use',
  made: [{ factor: 'copper', quantity: 0.5 }],
  alternative: {
    name: 'single-use plastic bottles',
    made: [{ factor: 'pet', quantity: 0.03 }],
    count: 100,
  },
});

describe('CarbonTooltip', () => {
  it('weighs the product against what it replaces on hover, and closes on unhover', async () => {
    const user = userEvent.setup();
    render(<CarbonTooltip carbon={bottle} />);
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(tooltip).not.toBeVisible();
    await user.hover(screen.getByRole('button'));
    expect(tooltip).toBeVisible();
    expect(tooltip).toHaveTextContent('a year of use: 1.9 kg CO2');
    expect(tooltip).toHaveTextContent('single-use plastic bottles: 12.1 kg CO2');
    expect(tooltip).toHaveTextContent('Net: Saves 10.2 kg CO2');
    await user.unhover(screen.getByRole('button'));
    expect(tooltip).not.toBeVisible();
  });

  it('opens on keyboard focus and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<CarbonTooltip carbon={bottle} />);
    await user.tab();
    expect(screen.getByRole('button')).toHaveAccessibleDescription(/Saves 10.2 kg CO2/);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();
  });
});
