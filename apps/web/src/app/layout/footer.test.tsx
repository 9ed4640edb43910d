import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUPPORT_ADDRESS, SUPPORT_EMAIL, SUPPORT_PHONE } from '../../features/support/contact';
import { renderPage } from '../../test/render';
import { Footer } from './footer';

describe('the footer', () => {
  it("shows Customer Care's contact details (SPEC §1)", () => {
    renderPage(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: SUPPORT_EMAIL })).toBeVisible();
    expect(within(footer).getByRole('link', { name: SUPPORT_PHONE })).toBeVisible();
    expect(footer).toHaveTextContent(SUPPORT_ADDRESS);
  });
});
