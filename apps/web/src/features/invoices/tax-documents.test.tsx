import type { OrderTaxDocuments } from '@harit/core/invoice';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, testUser } from '../../test/render';
import { TaxDocuments } from './tax-documents';

const docs: OrderTaxDocuments = {
  invoice: { number: 'HRT/2026-27/000123', issuedAt: '2026-11-24T06:00:00.000Z', total: 1160.82 },
  creditNotes: [
    {
      id: 'cn1',
      number: 'HRT/CN/2026-27/000001',
      issuedAt: '2026-11-25T06:00:00.000Z',
      reason: 'Order #1234567890 cancelled',
      total: 1160.82,
    },
  ],
};

function serve(answer: OrderTaxDocuments) {
  return (url: string) => {
    if (url === '/api/orders/1234567890/tax-documents') return Response.json(answer);
    if (url.endsWith('.pdf')) {
      return new Response(new Blob(['%PDF-1.3'], { type: 'application/pdf' }), {
        headers: { 'Content-Type': 'application/pdf' },
      });
    }
    return Response.json({ message: `unexpected ${url}` }, { status: 500 });
  };
}

describe('TaxDocuments', () => {
  it('downloads the invoice and lists the credit notes', async () => {
    const created = vi.fn((_blob: Blob) => 'blob:invoice');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const { user, api: fetchMock } = renderPage(<TaxDocuments orderNumber="1234567890" />, {
      user: testUser,
      api: serve(docs),
    });
    expect(await screen.findByText('HRT/2026-27/000123')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download invoice' }));
    await vi.waitFor(() => expect(clicked).toEqual(['HRT-2026-27-000123.pdf']));
    expect(fetchMock?.mock.calls.map((c) => c[0])).toContain('/api/orders/1234567890/invoice.pdf');
    const notes = screen.getByRole('list', { name: 'Credit notes' });
    expect(within(notes).getByText(/Order #1234567890 cancelled/)).toBeInTheDocument();
    await user.click(within(notes).getByRole('button', { name: 'Download credit note' }));
    await vi.waitFor(() => expect(clicked).toContain('HRT-CN-2026-27-000001.pdf'));
    expect(fetchMock?.mock.calls.map((c) => c[0])).toContain(
      '/api/orders/1234567890/credit-notes/cn1.pdf',
    );
    expect(created.mock.calls[0]![0]).toBeInstanceOf(Blob);
    click.mockRestore();
  });

  it('says the invoice comes on dispatch for an order not yet shipped', async () => {
    renderPage(<TaxDocuments orderNumber="1234567890" status="packed" />, {
      user: testUser,
      api: serve({ invoice: null, creditNotes: [] }),
    });
    expect(
      await screen.findByText('Your GST tax invoice will be issued when your order is dispatched.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download invoice' })).toBeNull();
  });

  it('says an order cancelled before dispatch has none', async () => {
    renderPage(<TaxDocuments orderNumber="1234567890" status="cancelled" />, {
      user: testUser,
      api: serve({ invoice: null, creditNotes: [] }),
    });
    expect(
      await screen.findByText(
        'This order was cancelled before it was dispatched, so it has no tax invoice.',
      ),
    ).toBeInTheDocument();
  });

  it('says so for an order placed before invoices', async () => {
    renderPage(<TaxDocuments orderNumber="1234567890" />, {
      user: testUser,
      api: serve({ invoice: null, creditNotes: [] }),
    });
    expect(
      await screen.findByText(/placed before the shop issued GST tax invoices/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download invoice' })).toBeNull();
  });
});
