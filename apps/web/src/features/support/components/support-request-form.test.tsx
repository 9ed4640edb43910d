import type { SupportTicket } from '@harit/core/types';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, stubApi } from '../../../test/render';
import { SupportRequestForm } from './support-request-form';

const ticket: SupportTicket = {
  reference: 'HRT-7KQ2M9XD',
  status: 'open',
  topic: 'delivery',
  orderNumber: null,
  message: 'My parcel has not arrived yet.',
  email: 'guest@example.in',
  createdAt: '2026-11-20T10:00:00.000Z',
  replies: [],
};

function serve(response: () => Response) {
  return stubApi(async () => response());
}

const sentBody = (fetchMock: ReturnType<typeof serve>) =>
  JSON.parse(String(fetchMock.mock.calls[0]![1]!.body));

describe('SupportRequestForm', () => {
  it('shows a message under each field that is wrong, and sends nothing', async () => {
    const fetchMock = serve(() => Response.json(ticket, { status: 201 }));
    const { user } = renderPage(<SupportRequestForm signedInEmail={null} />);
    await user.type(screen.getByLabelText('How can we help?'), '   short  ');
    await user.type(screen.getByLabelText('Your e-mail'), 'asha@');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Please choose a topic')).toBeVisible();
    expect(screen.getByText('Please describe your request (at least 10 characters)')).toBeVisible();
    expect(screen.getByText('Please enter a valid email.')).toBeVisible();
    const message = screen.getByLabelText('How can we help?');
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription(
      expect.stringContaining('Please describe your request'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires an e-mail when signed out', async () => {
    serve(() => Response.json(ticket, { status: 201 }));
    const { user } = renderPage(<SupportRequestForm signedInEmail={null} />);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Email is required so we can reply')).toBeVisible();
  });

  it('refuses an order number with spaces or symbols', async () => {
    serve(() => Response.json(ticket, { status: 201 }));
    const { user } = renderPage(<SupportRequestForm signedInEmail="asha@example.in" />);
    await user.type(screen.getByLabelText(/Order number/), '12 34');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText('Order number can contain only letters, digits and hyphens'),
    ).toBeVisible();
  });

  it('asks for an e-mail only when signed out', () => {
    const { unmount } = renderPage(<SupportRequestForm signedInEmail={null} />);
    expect(screen.getByLabelText('Your e-mail')).toBeInTheDocument();
    unmount();
    renderPage(<SupportRequestForm signedInEmail="asha@example.in" />);
    expect(screen.queryByLabelText('Your e-mail')).not.toBeInTheDocument();
    expect(screen.getByText('asha@example.in')).toBeVisible();
  });

  it('signed out: sends the request with the e-mail, then shows its reference and status', async () => {
    const fetchMock = serve(() => Response.json(ticket, { status: 201 }));
    const { user } = renderPage(<SupportRequestForm signedInEmail={null} />);
    await user.selectOptions(screen.getByLabelText('Topic'), 'delivery');
    await user.type(screen.getByLabelText('How can we help?'), 'My parcel has not arrived yet.');
    await user.type(screen.getByLabelText('Your e-mail'), ' guest@example.in ');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByRole('heading', { name: 'Request received' })).toHaveFocus();
    expect(screen.getByText('HRT-7KQ2M9XD', { selector: 'dd' })).toBeVisible();
    expect(screen.getByText('Open')).toBeVisible();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/support/tickets');
    expect(sentBody(fetchMock)).toEqual({
      topic: 'delivery',
      message: 'My parcel has not arrived yet.',
      email: 'guest@example.in',
    });
  });

  it('signed in: sends no e-mail (the server takes it from the token)', async () => {
    const fetchMock = serve(() =>
      Response.json({ ...ticket, orderNumber: '4827163950' }, { status: 201 }),
    );
    const { user } = renderPage(<SupportRequestForm signedInEmail="asha@example.in" />);
    await user.selectOptions(screen.getByLabelText('Topic'), 'order');
    await user.type(screen.getByLabelText(/Order number/), '4827163950');
    await user.type(screen.getByLabelText('How can we help?'), 'Please change my address.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByRole('heading', { name: 'Request received' });
    expect(sentBody(fetchMock)).toEqual({
      topic: 'order',
      orderNumber: '4827163950',
      message: 'Please change my address.',
    });
  });

  it("shows 'Sending...' while the request is on its way", async () => {
    stubApi(() => new Promise(() => {}));
    const { user } = renderPage(<SupportRequestForm signedInEmail="asha@example.in" />);
    await user.selectOptions(screen.getByLabelText('Topic'), 'other');
    await user.type(screen.getByLabelText('How can we help?'), 'A question about bamboo.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  });

  it("shows the server's message when the request fails", async () => {
    serve(() => Response.json({ message: 'Too many requests from this address' }, { status: 429 }));
    const { user } = renderPage(<SupportRequestForm signedInEmail={null} />);
    await user.selectOptions(screen.getByLabelText('Topic'), 'other');
    await user.type(screen.getByLabelText('How can we help?'), 'A question about bamboo.');
    await user.type(screen.getByLabelText('Your e-mail'), 'guest@example.in');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests from this address',
    );
    expect(screen.getByLabelText('How can we help?')).toHaveValue('A question about bamboo.');
  });
});
