import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stars } from './stars';

function filledCount() {
  return screen.getByTestId('stars').querySelectorAll('[data-filled="true"]').length;
}

describe('Stars', () => {
  it('fills stars up to the floor of the rating, out of five', () => {
    render(<Stars rating={3.9} ratingCount={1234} />);
    expect(screen.getByTestId('stars').children).toHaveLength(5);
    expect(filledCount()).toBe(3);
  });

  it('shows the rating and the rating count', () => {
    render(<Stars rating={4.4} ratingCount={3120} />);
    expect(screen.getByText('4.4')).toBeInTheDocument();
    expect(screen.getByText('(3,120)')).toBeInTheDocument();
    expect(screen.getByText('Rated 4.4 out of 5 from 3,120 ratings')).toBeInTheDocument();
  });

  it('fills all five for a perfect rating and none for zero', () => {
    const { unmount } = render(<Stars rating={5} ratingCount={1} />);
    expect(filledCount()).toBe(5);
    unmount();
    render(<Stars rating={0} ratingCount={0} />);
    expect(filledCount()).toBe(0);
  });
});
