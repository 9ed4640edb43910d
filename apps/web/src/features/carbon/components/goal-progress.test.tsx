import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { GoalProgress, suggestionsFor } from './goal-progress';

function renderBar(monthlyEmissions: number, goal = 1000, shoppingEmissions = 0) {
  return renderPage(
    <GoalProgress
      monthlyEmissions={monthlyEmissions}
      shoppingEmissions={shoppingEmissions}
      goal={goal}
    />,
  );
}

const bar = () => screen.getByRole('progressbar', { name: 'Monthly Carbon Goal Progress' });
const fill = () => screen.getByTestId('goal-bar-fill');

describe('the Monthly Carbon Goal Progress bar (SPEC §4)', () => {
  it('is green at 40 % of the goal', () => {
    renderBar(400);
    expect(bar()).toHaveAttribute('data-colour', 'green');
    expect(fill()).toHaveClass('bg-brand-600');
    expect(fill()).toHaveStyle({ width: '40%' });
    expect(bar()).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText(/On track · 40% of 1,000 kg/)).toBeInTheDocument();
  });

  it('is yellow at 60 % of the goal', () => {
    renderBar(300, 500);
    expect(bar()).toHaveAttribute('data-colour', 'yellow');
    expect(fill()).toHaveClass('bg-haldi-500');
    expect(bar()).toHaveAttribute('aria-valuenow', '60');
  });

  it('is red at 90 % of the goal', () => {
    renderBar(900);
    expect(bar()).toHaveAttribute('data-colour', 'red');
    expect(fill()).toHaveClass('bg-red-600');
    expect(bar()).toHaveAttribute(
      'aria-valuetext',
      '90% of your monthly goal: Near or over the goal',
    );
  });

  it('changes colour exactly at 50 % and 80 %', () => {
    const { unmount } = renderBar(499.9);
    expect(bar()).toHaveAttribute('data-colour', 'green');
    unmount();
    const second = renderBar(500);
    expect(bar()).toHaveAttribute('data-colour', 'yellow');
    second.unmount();
    renderBar(800);
    expect(bar()).toHaveAttribute('data-colour', 'red');
  });

  it('says how many kg are left under the goal, with no suggestion', () => {
    renderBar(234.2);
    expect(screen.getByText("You're 765.8 kg under your monthly goal")).toBeInTheDocument();
    expect(screen.queryByText(/eco-friendly alternatives/)).not.toBeInTheDocument();
  });

  it('says how many kg over, clamps the width at 100 %, and suggests fitting products', () => {
    renderBar(1250.5);
    expect(screen.getByText("You're 250.5 kg over your goal.")).toBeInTheDocument();
    expect(fill()).toHaveStyle({ width: '100%' });
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    expect(bar()).toHaveAttribute('aria-valuetext', expect.stringMatching(/^125% /));
    const suggestions = screen.getByText('Try eco-friendly alternatives:').parentElement!;
    expect(within(suggestions).getByRole('link', { name: /Solar products/ })).toHaveAttribute(
      'href',
      '/shop?category=Solar',
    );
    expect(within(suggestions).getByRole('link', { name: /Zero Waste/ })).toHaveAttribute(
      'href',
      '/shop?category=Zero%20Waste',
    );
  });

  it('starts empty and green with nothing emitted', () => {
    renderBar(0);
    expect(fill()).toHaveStyle({ width: '0%' });
    expect(bar()).toHaveAttribute('data-colour', 'green');
    expect(screen.getByText("You're 1,000.0 kg under your monthly goal")).toBeInTheDocument();
  });
});

describe('suggestionsFor', () => {
  it('leads with shopping alternatives when shopping is most of the month', () => {
    expect(suggestionsFor(100, 60)[0]?.category).toBe('Zero Waste');
    expect(suggestionsFor(100, 10)[0]?.category).toBe('Solar');
  });
});
