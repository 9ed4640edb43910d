import type { SellerSettingsAnswer } from '@harit/core/seller';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, testUser } from '../../../test/render';
import { SellerSettingsPage } from './seller-settings-page';

const admin = { ...testUser, role: 'admin' as const };
const defaults: SellerSettingsAnswer = {
  legalName: 'Harit Retail Private Limited',
  address: '12 Indiranagar 100 Feet Road, Bengaluru 560038',
  gstin: '29AAHCH1234K1ZH',
  state: 'Karnataka',
  invoicePrefix: 'HRT',
  signatory: 'Asha Rao',
  updatedAt: null,
};

function serve(bodies: unknown[]) {
  return async (path: string, init?: RequestInit) => {
    if (path === '/api/admin/seller-settings' && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      bodies.push(body);
      return Response.json({ ...body, updatedAt: '2026-11-28T10:30:00.000Z' });
    }
    return Response.json(defaults);
  };
}

describe('the seller settings page', () => {
  it('shows the settings in force, checks them under each field and saves them', async () => {
    const bodies: unknown[] = [];
    const { user } = renderPage(<SellerSettingsPage />, {
      route: '/admin/seller-settings',
      user: admin,
      api: serve(bodies),
    });
    const name = await screen.findByLabelText('Legal name');
    expect(name).toHaveValue(defaults.legalName);
    expect(
      screen.getByText('Not saved yet: these are the server’s SELLER_* settings.'),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('State'), 'Delhi');
    const prefix = screen.getByLabelText('Invoice prefix');
    await user.clear(prefix);
    await user.type(prefix, 'H-R');
    await user.clear(screen.getByLabelText('Authorised signatory'));
    await user.click(screen.getByRole('button', { name: 'Save seller settings' }));
    expect(
      await screen.findByText("The GSTIN's state code 29 is Karnataka, not Delhi (07)."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('GSTIN')).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText(
        'The invoice prefix is 1 to 5 letters or digits, so that an invoice number such as HRT2627-000123 stays within 16 characters.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Enter the name of the person who signs for the seller.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.selectOptions(screen.getByLabelText('State'), 'Karnataka');
    await user.clear(prefix);
    await user.type(prefix, 'grn');
    await user.type(screen.getByLabelText('Authorised signatory'), 'Farhan Sheikh');
    await user.clear(name);
    await user.type(name, 'Green Basket Stores LLP');
    await user.click(screen.getByRole('button', { name: 'Save seller settings' }));
    expect(await screen.findByText('Seller settings saved.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        ...defaults,
        updatedAt: undefined,
        legalName: 'Green Basket Stores LLP',
        invoicePrefix: 'GRN',
        signatory: 'Farhan Sheikh',
      },
    ]);
    expect(screen.getByText(/^Last saved /)).toBeInTheDocument();

    // An edit after saving takes the notice back (the form hears its fields' changes).
    await user.type(name, '.');
    expect(screen.queryByText('Seller settings saved.')).toBeNull();
  });

  it('tells staff it is for admins, and asks nothing of the API', async () => {
    const { api } = renderPage(<SellerSettingsPage />, {
      route: '/admin/seller-settings',
      user: { ...testUser, role: 'staff' as const },
      api: serve([]),
    });
    expect(
      await screen.findByText('Only an admin of the shop can see this page'),
    ).toBeInTheDocument();
    expect(api?.mock.calls.map((c) => c[0]) ?? []).not.toContain('/api/admin/seller-settings');
  });
});
