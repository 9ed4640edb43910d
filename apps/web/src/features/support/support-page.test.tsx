import type { SupportTicket } from '@harit/core/types';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, signInAs, stubApi } from '../../test/render';
import { GRIEVANCE_OFFICER, SUPPORT_ADDRESS, SUPPORT_EMAIL, SUPPORT_PHONE } from './contact';
import { SupportPage } from './support-page';

const tickets: SupportTicket[] = [
  {
    reference: 'HRT-NEWER234',
    status: 'answered',
    topic: 'payment',
    orderNumber: '4827163950',
    message: 'Refund not received.',
    email: 'asha@example.in',
    createdAt: '2026-11-20T10:00:00.000Z',
    replies: [],
  },
  {
    reference: 'HRT-OLDER234',
    status: 'closed',
    topic: 'delivery',
    orderNumber: null,
    message: 'Parcel late.',
    email: 'asha@example.in',
    createdAt: '2026-11-01T10:00:00.000Z',
    replies: [],
  },
];

const asha = { id: 'u1', name: 'Asha Verma', email: 'asha@example.in' };

describe('SupportPage', () => {
  it('shows the contact details, the form with an e-mail field, and the Grievance Officer', () => {
    renderPage(<SupportPage />, { route: '/support' });
    expect(screen.getByRole('heading', { level: 1, name: 'Customer Care' })).toBeVisible();
    const contact = screen.getByRole('region', { name: 'Contact us' });
    expect(within(contact).getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    expect(within(contact).getByRole('link', { name: SUPPORT_PHONE })).toHaveAttribute(
      'href',
      'tel:+918047182200',
    );
    expect(within(contact).getByText(SUPPORT_ADDRESS)).toBeVisible();
    expect(screen.getByLabelText('Your e-mail')).toBeInTheDocument();

    const grievance = screen.getByRole('region', { name: 'Grievance Officer' });
    expect(within(grievance).getByText(GRIEVANCE_OFFICER.name)).toBeVisible();
    expect(within(grievance).getByRole('link', { name: 'grievance@harit.in' })).toBeVisible();
    expect(grievance).toHaveTextContent(/acknowledged within 48 hours, resolved within one month/);
    expect(screen.queryByRole('heading', { name: /Your requests/ })).not.toBeInTheDocument();
  });

  it("signed in: lists the user's requests with their status, and asks for no e-mail", async () => {
    signInAs(asha);
    const fetchMock = stubApi(async () =>
      Response.json(tickets, { headers: { 'X-Total-Count': '2' } }),
    );
    renderPage(<SupportPage />, { route: '/support' });
    expect(screen.queryByLabelText('Your e-mail')).not.toBeInTheDocument();
    const rows = await screen.findAllByTestId('support-ticket');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('HRT-NEWER234');
    expect(rows[0]).toHaveTextContent('Answered');
    expect(rows[0]).toHaveTextContent('Payments and refunds');
    expect(rows[0]).toHaveTextContent('Order 4827163950');
    expect(rows[1]).toHaveTextContent('Closed');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/support/tickets?limit=10&offset=0',
      expect.anything(),
    );
  });

  it('signed in with no requests yet: says so', async () => {
    signInAs(asha);
    stubApi(async () => Response.json([], { headers: { 'X-Total-Count': '0' } }));
    renderPage(<SupportPage />, { route: '/support' });
    expect(await screen.findByText('No requests yet')).toBeVisible();
  });
});

describe('replies on /support', () => {
  it("shows the shop's replies and sends a follow-up on an open request", async () => {
    signInAs(asha);
    const answered: SupportTicket = {
      ...tickets[0]!,
      replies: [
        {
          id: 'r1',
          author: 'Meera',
          fromStaff: true,
          body: 'Your refund left us today.',
          createdAt: '2026-11-21T10:00:00.000Z',
        },
      ],
    };
    const fetchMock = stubApi(async (_url: string, init: RequestInit = {}) => {
      if (init.method === 'POST') {
        return Response.json({ ...answered, status: 'open' }, { status: 201 });
      }
      return Response.json([answered, tickets[1]], { headers: { 'X-Total-Count': '2' } });
    });
    const { user } = renderPage(<SupportPage />, { route: '/support' });
    const [first, second] = await screen.findAllByTestId('support-ticket');
    expect(within(first!).getByRole('list', { name: 'Replies' })).toHaveTextContent(
      'Your refund left us today.',
    );
    expect(first).toHaveTextContent('Meera · Harit Customer Care');
    // A closed request takes no more messages.
    expect(within(second!).queryByRole('button', { name: /Add a message/ })).toBeNull();

    await user.click(within(first!).getByRole('button', { name: /Add a message/ }));
    const box = within(first!).getByLabelText('Your message about HRT-NEWER234');
    await user.click(within(first!).getByRole('button', { name: 'Send message' }));
    expect(box).toHaveAccessibleDescription('Please write a message');
    await user.type(box, 'Thanks, it arrived.');
    await user.click(within(first!).getByRole('button', { name: 'Send message' }));
    const post = () =>
      fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'POST');
    await waitFor(() => expect(post()).toBeDefined());
    expect(post()![0]).toBe('/api/support/tickets/HRT-NEWER234/replies');
    expect(JSON.parse(String((post()![1] as RequestInit).body))).toEqual({
      body: 'Thanks, it arrived.',
    });
  });
});
