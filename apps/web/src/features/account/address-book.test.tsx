import type { SavedAddress } from '@harit/core/types';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeAddress } from '../../test/fixtures';
import { renderPage, testUser } from '../../test/render';
import { ProfilePage } from './profile-page';

const home = homeAddress;

/** A stand-in for the address routes and the PIN lookup, keeping the book in memory. */
function addressServer(initial: SavedAddress[] = []) {
  let book = [...initial];
  const requests: { method: string; url: string; body: unknown }[] = [];
  const api = async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ method, url, body });
    if (url.startsWith('/api/pin-codes/')) {
      return url.endsWith('/560025')
        ? Response.json({
            pin: '560025',
            city: 'Bengaluru',
            district: 'Bengaluru Urban',
            state: 'Karnataka',
            states: ['Karnataka'],
          })
        : Response.json({ message: 'We do not know this PIN code' }, { status: 404 });
    }
    if (url === '/api/account/addresses' && method === 'GET') return Response.json(book);
    if (url === '/api/account/addresses' && method === 'POST') {
      const added = {
        ...body,
        id: `a${book.length + 2}`,
        email: null,
        isDefault: book.length === 0,
      };
      book = [...book, added];
      return Response.json(added, { status: 201 });
    }
    const id = url.split('/')[4];
    if (method === 'DELETE') {
      book = book.filter((a) => a.id !== id);
      return Response.json({ ok: true });
    }
    if (url.endsWith('/default')) {
      book = book.map((a) => ({ ...a, isDefault: a.id === id }));
      return Response.json(book.find((a) => a.id === id));
    }
    return Response.json({ message: `unexpected ${method} ${url}` }, { status: 500 });
  };
  return { api, requests, book: () => book };
}

const renderProfile = (server: ReturnType<typeof addressServer>) =>
  renderPage(<ProfilePage />, {
    route: '/profile',
    user: testUser,
    api: server.api,
    typingDelay: null,
  });

describe('the address book on /profile', { timeout: 15_000 }, () => {
  it('says there is none yet, then adds one by its PIN code, which fills city and state', async () => {
    const server = addressServer();
    const { user } = renderProfile(server);
    expect(await screen.findByText('No saved addresses yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    const field = (label: string) => within(form).getByLabelText(label);
    await user.type(field('First name'), 'Meera');
    await user.type(field('Last name'), 'Iyer');
    await user.type(field('Phone'), '+91 98450 12345');
    await user.type(field('Address'), '7 Richmond Road');
    await user.type(field('PIN code'), '560025');
    await waitFor(() => expect(field('State')).toHaveValue('Karnataka'));
    expect(field('City')).toHaveValue('Bengaluru');
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));

    const card = await screen.findByTestId('saved-address');
    expect(card).toHaveTextContent('Meera Iyer');
    expect(card).toHaveTextContent('Default');
    const post = server.requests.find((r) => r.method === 'POST')!;
    // The phone goes as its 10 digits; no e-mail was given.
    expect(post.body).toEqual({
      firstName: 'Meera',
      lastName: 'Iyer',
      phone: '9845012345',
      address: '7 Richmond Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      zip: '560025',
    });
    expect(screen.getByTestId('address-status')).toHaveTextContent('Address added.');
  });

  it('shows each message under its field and sends nothing', async () => {
    const server = addressServer();
    const { user } = renderProfile(server);
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    const field = (label: string) => within(form).getByLabelText(label);
    await user.type(field('Phone'), '5845012345');
    await user.type(field('Email (optional)'), 'meera@');
    await user.type(field('PIN code'), '0000');
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));
    const expected: [string, string][] = [
      ['First name', 'First name is required'],
      ['Last name', 'Last name is required'],
      ['Email (optional)', 'Valid email is required'],
      ['Phone', 'Valid phone number is required'],
      ['Address', 'Address is required'],
      ['City', 'City is required'],
      ['State', 'State is required'],
      ['PIN code', 'Enter a valid 6-digit PIN code.'],
    ];
    for (const [label, message] of expected) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(message);
    }
    expect(field('First name')).toHaveFocus();
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('flags a PIN code in another state than the one chosen', async () => {
    const server = addressServer();
    const { user } = renderProfile(server);
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    await user.selectOptions(within(form).getByLabelText('State'), 'Kerala');
    await user.type(within(form).getByLabelText('PIN code'), '560025');
    expect(
      await within(form).findByText('PIN code 560025 is in Karnataka, not Kerala'),
    ).toBeInTheDocument();
  });

  it('makes another address the default and deletes one', async () => {
    const other = { ...home, id: 'a9', address: '2 Park Street', isDefault: false };
    const server = addressServer([home, other]);
    const { user } = renderProfile(server);
    await user.click(
      await screen.findByRole('button', { name: 'Make 2 Park Street the default address' }),
    );
    await waitFor(() => expect(server.book().find((a) => a.id === 'a9')?.isDefault).toBe(true));
    expect(await screen.findByTestId('address-status')).toHaveTextContent(
      '2 Park Street is now your default address.',
    );
    await user.click(screen.getByRole('button', { name: 'Delete Meera Iyer, 7 Richmond Road' }));
    await waitFor(() => expect(screen.getAllByTestId('saved-address')).toHaveLength(1));
    expect(server.book().map((a) => a.id)).toEqual(['a9']);
  });
});
