import type { AdminSupportTicket } from '@harit/core/support';
import type { SavedReply } from '@harit/core/teamwork';
import { screen, waitFor, within } from '@testing-library/react';
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

const savedReply: SavedReply = {
  id: 'r1',
  title: 'Delivery delay',
  body: 'Sorry for the wait: your parcel arrives tomorrow.',
  updatedBy: 'Meera',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function serve(current: AdminSupportTicket, replies: SavedReply[] = [savedReply]) {
  let state = current;
  const calls: { url: string; body: unknown }[] = [];
  const api = async (url: string, init: RequestInit = {}) => {
    if (url === '/api/admin/support/saved-replies') {
      if (init.method === 'POST') {
        const body = JSON.parse(String(init.body));
        calls.push({ url, body });
        const created = { ...savedReply, ...body, id: `r${replies.length + 1}` };
        replies.push(created);
        return Response.json(created, { status: 201 });
      }
      return Response.json(replies);
    }
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

describe('saved replies', () => {
  it('inserts a saved reply into the reply box, where it can be edited before sending', async () => {
    const { user, calls } = open();
    const box = await screen.findByLabelText('Your reply (sent to the shopper by e-mail)');
    await user.type(box, 'Hello. ');
    const picker = screen.getByRole('combobox', { name: 'Saved replies' });
    await waitFor(() => expect(picker).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Insert' })).toBeDisabled();
    await user.selectOptions(picker, 'Delivery delay');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    expect(box).toHaveValue('Hello. Sorry for the wait: your parcel arrives tomorrow.');
    await waitFor(() => expect(box).toHaveFocus());
    await user.type(box, ' Meera');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent.')).toBeVisible();
    expect(calls.at(-1)).toEqual({
      url: `/api/admin/support/${ticket.reference}/replies`,
      body: { body: 'Hello. Sorry for the wait: your parcel arrives tomorrow. Meera' },
    });
  });

  it('adds a saved reply from the inbox, checking the title first', async () => {
    const { api, calls } = serve(ticket, []);
    const { user } = renderPage(<SupportInboxPage />, {
      route: '/admin/support',
      user: staff,
      api,
    });
    await user.click(await screen.findByRole('button', { name: 'Manage saved replies' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Saved replies' }));
    expect(await dialog.findByText('No saved replies yet.')).toBeVisible();
    await user.type(dialog.getByLabelText('Reply text'), 'We are on it.');
    await user.click(dialog.getByRole('button', { name: 'Add saved reply' }));
    expect(dialog.getByLabelText('Title')).toHaveAccessibleDescription(
      'Please give the reply a title',
    );
    await user.type(dialog.getByLabelText('Title'), 'On it');
    await user.click(dialog.getByRole('button', { name: 'Add saved reply' }));
    expect(await dialog.findByText('Saved reply “On it” added.')).toBeVisible();
    expect(calls).toEqual([
      { url: '/api/admin/support/saved-replies', body: { title: 'On it', body: 'We are on it.' } },
    ]);
    expect(await dialog.findByRole('button', { name: 'Edit On it' })).toBeVisible();
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
