import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PostedNewsletterForm } from './newsletter-fields';
import { NewsletterForm } from './newsletter-form';

// The form's checker (zod and core's schemas) is loaded on the first submit: on a busy machine
// that takes longer than findBy's default second.
const LOADED = { timeout: 10_000 };

const renderAt = (ui: React.ReactElement, url = '/') =>
  render(<MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>);

describe('NewsletterForm', () => {
  // The form loads zod and the schema on its first check (decision 037): loaded once here, so a
  // busy machine's first import does not count against a test's wait.
  beforeAll(async () => {
    await Promise.all([import('@hookform/resolvers/zod'), import('@harit/core/validation')]);
  });

  it('says "Please enter a valid email." under the field for a bad address', async () => {
    const user = userEvent.setup();
    renderAt(<NewsletterForm />);
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid email.', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Thanks for subscribing!')).not.toBeInTheDocument();
  });

  it('treats a blank address as invalid', async () => {
    const user = userEvent.setup();
    renderAt(<NewsletterForm />);
    await user.type(screen.getByLabelText('Email address'), '   ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid email.', {}, LOADED)).toBeInTheDocument();
  });

  it('thanks the visitor, clears the field and sends nothing', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    renderAt(<NewsletterForm />);
    await user.type(screen.getByLabelText('Email address'), '  asha@example.in ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thanks for subscribing!', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('');
    expect(screen.queryByText('Please enter a valid email.')).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('is a form posted to the server before the app runs (decision 060)', () => {
    renderAt(<PostedNewsletterForm />);
    const form = screen.getByRole('button', { name: 'Subscribe' }).closest('form');
    expect(form).toHaveAttribute('action', '/newsletter');
    expect(form).toHaveAttribute('method', 'post');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('name', 'email');
  });

  it("shows the server's answer: SPEC's message under the field, with what was typed", () => {
    renderAt(<NewsletterForm />, '/?newsletter=invalid&email=asha%40');
    expect(screen.getByLabelText('Email address')).toHaveValue('asha@');
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Please enter a valid email.',
    );
  });

  it("shows the server's thanks", () => {
    renderAt(<PostedNewsletterForm />, '/?newsletter=subscribed');
    expect(screen.getByText('Thanks for subscribing!')).toBeInTheDocument();
  });
});
