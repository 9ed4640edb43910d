import type { AdminSupportTicket } from '@harit/core/support';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, testUser } from '../../../test/render';
import { SupportInboxPage } from './support-inbox-page';
import { SupportTicketPage } from './support-ticket-page';

const staff = { ...testUser, id: 's1', name: 'Meera', role: 'staff' as const };

const ticket: AdminSupportTicket = {
  reference: 'HRT-7KQ2M9XD',
  status: 'open',
  topic: 'delivery',
  orderNumber: '4827163950',
  message: 'My parcel has not arrived yet.',
  email: 'guest@example.in',
  createdAt: '2026-11-20T10:00:00.000Z',
  replies: [],
  guest: true,
  customer: null,
  assignedTo: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function serve(current: AdminSupportTicket) {
  let state = current;
  const calls: { url: string; body: unknown }[] = [];
  const api = async (url: string, init: RequestInit = {}) => {
    if (init.method === 'POST') {
      const body = JSON.parse(String(init.body ?? '{}'));
      calls.push({ url, body });
      const action = url.split('/').at(-1);
      if (action === 'replies') {
        state = {
          ...state,
          status: 'answered',
          replies: [
            ...state.replies,
            {
              id: 'x',
              author: 'Meera',
              fromStaff: true,
              body: body.body,
              createdAt: state.createdAt,
            },
          ],
        };
      } else if (action === 'close') {
        state = { ...state, status: 'closed' };
      } else if (action === 'assign') {
        state = { ...state, assignedTo: body.staffId ? { id: body.staffId, name: 'Meera' } : null };
      }
      return Response.json(state);
    }
    if (url === '/api/admin/support/assignees') {
      return Response.json([
        { id: 'a1', name: 'Arjun' },
        { id: 's1', name: 'Meera' },
      ]);
    }
    if (url.startsWith('/api/admin/support?')) {
      return Response.json([state], { headers: { 'X-Total-Count': '1' } });
    }
    if (url === `/api/admin/support/${ticket.reference}`) return Response.json(state);
    return Response.json({ message: 'Support request not found' }, { status: 404 });
  };
  return { api, calls };
}

const open = (current = ticket) => {
  const { api, calls } = serve(current);
  const rendered = renderPage(<p>elsewhere</p>, {
    route: `/admin/support/${ticket.reference}`,
    user: staff,
    api,
    routes: { '/admin/support/:reference': <SupportTicketPage /> },
  });
  return { ...rendered, calls };
};

describe('the console’s support request page', () => {
  it('replies to a guest by e-mail: the reply joins the conversation', async () => {
    const { user, calls } = open();
    expect(await screen.findByText('My parcel has not arrived yet.')).toBeVisible();
    const box = screen.getByLabelText('Your reply (sent to the shopper by e-mail)');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(box).toHaveAccessibleDescription('Please write a message');
    await user.type(box, 'It arrives tomorrow.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent.')).toBeVisible();
    expect(calls[0]).toEqual({
      url: `/api/admin/support/${ticket.reference}/replies`,
      body: { body: 'It arrives tomorrow.' },
    });
    expect(screen.getByRole('list', { name: 'Replies' })).toHaveTextContent('It arrives tomorrow.');
    expect(box).toHaveValue('');
  });

  it('assigns to me, and closes: a closed request takes no reply', async () => {
    const { user, calls } = open();
    await user.click(await screen.findByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByText('Assigned to Meera.')).toBeVisible();
    expect(calls[0]!.body).toEqual({ staffId: 's1' });
    await user.click(screen.getByRole('button', { name: 'Close request' }));
    expect(await screen.findByText('Request closed.')).toBeVisible();
    expect(screen.getByText('This request is closed.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send reply' })).toBeNull();
  });

  it('assigns to another staff member from the list', async () => {
    const { user, calls } = open();
    const select = await screen.findByLabelText('Assigned to');
    await waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, 'a1');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ staffId: 'a1' });
  });
});

describe('the console’s support inbox', () => {
  it('lists requests with a link to each, and filters in the URL', async () => {
    const { api } = serve(ticket);
    const { user, location } = renderPage(<SupportInboxPage />, {
      route: '/admin/support',
      user: staff,
      api,
    });
    expect(await screen.findByRole('link', { name: ticket.reference })).toHaveAttribute(
      'href',
      `/admin/support/${ticket.reference}`,
    );
    expect(screen.getByText(/guest@example.in \(guest\)/)).toBeVisible();
    await user.click(screen.getByLabelText('Assigned to me'));
    expect(location()).toBe('/admin/support?mine=true');
    await user.selectOptions(screen.getByLabelText('Status'), 'open');
    await user.type(screen.getByLabelText('Reference or e-mail'), 'guest@');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/admin/support?mine=true&status=open&search=guest%40');
  });
});
