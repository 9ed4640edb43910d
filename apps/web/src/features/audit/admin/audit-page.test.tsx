import type { AuditEntry } from '@harit/core/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, testUser } from '../../../test/render';
import { AuditPage } from './audit-page';

const admin = { ...testUser, role: 'admin' as const };

function entry(n: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: `a${n}`,
    actor: { id: 'u1', name: 'Meera Admin', email: 'meera@harit.in' },
    action: 'staff.role',
    entity: 'user',
    entityId: `user-${n}`,
    before: { email: `p${n}@example.in`, role: 'customer' },
    after: { email: `p${n}@example.in`, role: 'staff' },
    // 10:00 UTC is 15:30 IST.
    at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

function serve(entries: AuditEntry[]) {
  return (url: string) => {
    const query = new URL(url, 'http://localhost').searchParams;
    const matching = entries.filter(
      (e) =>
        (!query.get('entity') || e.entity === query.get('entity')) &&
        (!query.get('actor') || e.actor.email.includes(query.get('actor')!)),
    );
    const offset = Number(query.get('offset'));
    const page = matching.slice(offset, offset + Number(query.get('limit')));
    return Response.json(page, { headers: { 'X-Total-Count': String(matching.length) } });
  };
}

describe('the audit log page', () => {
  it('shows who did what to which thing and when, with the changed fields behind a disclosure', async () => {
    const { user } = renderPage(<AuditPage />, {
      route: '/admin/audit',
      user: admin,
      api: serve([entry(1)]),
    });
    const row = within((await screen.findAllByRole('listitem'))[0]!);
    expect(row.getByText('Meera Admin')).toBeInTheDocument();
    expect(row.getByText('staff.role')).toBeInTheDocument();
    expect(row.getByText('p1@example.in')).toBeInTheDocument();
    expect(row.getByText('(Staff roles)')).toBeInTheDocument();
    expect(row.getByText('21 Nov 2026, 3:30 pm')).toBeInTheDocument();
    await user.click(row.getByText('1 field changed'));
    const diff = within(row.getByRole('table', { name: 'Fields before and after staff.role' }));
    expect(diff.getByRole('row', { name: 'role customer staff' })).toBeInTheDocument();
    expect(screen.getByText('Changes 1–1 of 1')).toBeInTheDocument();
  });

  it('filters by what changed and by who, in the URL', async () => {
    const entries = [
      entry(1),
      entry(2, {
        action: 'product.update',
        entity: 'product',
        entityId: 'p9',
        actor: { id: 'u5', name: 'Ravi Staff', email: 'ravi@harit.in' },
        before: { price: 100 },
        after: { price: 120 },
      }),
    ];
    const { user, location } = renderPage(<AuditPage />, {
      route: '/admin/audit',
      user: admin,
      api: serve(entries),
    });
    expect(await screen.findByText('Changes 1–2 of 2')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('What changed'), 'Products');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('Changes 1–1 of 1')).toBeInTheDocument();
    expect(screen.getByText('Ravi Staff')).toBeInTheDocument();
    expect(location()).toBe('/admin/audit?entity=product');

    await user.selectOptions(screen.getByLabelText('What changed'), 'Everything');
    await user.type(screen.getByLabelText('Who (name or e-mail)'), 'meera');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('Meera Admin')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Ravi Staff')).not.toBeInTheDocument());
    expect(location()).toBe('/admin/audit?actor=meera');

    await user.type(screen.getByLabelText('Who (name or e-mail)'), 'zzz');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('No changes match these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Changes 1–2 of 2')).toBeInTheDocument();
  });

  it('pages through older changes, 20 at a time', async () => {
    const entries = Array.from({ length: 25 }, (_, i) => entry(i + 1));
    const { user, location } = renderPage(<AuditPage />, {
      route: '/admin/audit',
      user: admin,
      api: serve(entries),
    });
    expect(await screen.findByText('Changes 1–20 of 25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Changes 21–25 of 25')).toBeInTheDocument();
    expect(location()).toBe('/admin/audit?page=2');
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('Changes 1–20 of 25')).toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    renderPage(<AuditPage />, { route: '/admin/audit', user: admin, api: serve([]) });
    expect(await screen.findByText('No changes yet')).toBeInTheDocument();
  });
});
