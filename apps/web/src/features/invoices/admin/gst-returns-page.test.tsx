import type { Gstr1 } from '@harit/core/gstr1';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, testUser } from '../../../test/render';
import { GstReturnsPage } from './gst-returns-page';

const admin = { ...testUser, role: 'admin' as const };
const item = (rt: number, txval: number, iamt: number, camt = 0) => ({
  num: 1,
  itm_det: { rt, txval, iamt, camt, samt: camt, csamt: 0 },
});

const november: Gstr1 = {
  gstin: '29AAACH1234M1Z5',
  fp: '112026',
  b2b: [
    {
      ctin: '07AAACG2115R1ZJ',
      inv: [
        {
          inum: 'HRT2627-000004',
          idt: '28-11-2026',
          val: 1517.5,
          pos: '07',
          rchrg: 'N',
          inv_typ: 'R',
          itms: [item(5, 1350, 67.5), item(18, 84.75, 15.25)],
        },
      ],
    },
  ],
  b2cl: [],
  b2cs: [
    {
      sply_ty: 'INTRA',
      pos: '29',
      typ: 'OE',
      rt: 5,
      txval: 900,
      iamt: 0,
      camt: 22.5,
      samt: 22.5,
      csamt: 0,
    },
  ],
  cdnr: [
    {
      ctin: '07AAACG2115R1ZJ',
      nt: [
        {
          ntty: 'C',
          nt_num: 'CN2627-000001',
          nt_dt: '28-11-2026',
          val: 472.5,
          pos: '07',
          rchrg: 'N',
          inv_typ: 'R',
          itms: [item(5, 450, 22.5)],
        },
      ],
    },
  ],
  cdnur: [],
  hsn: { data: [] },
  doc_issue: {
    doc_det: [
      {
        doc_num: 1,
        doc_typ: 'Invoices for outward supply',
        docs: [
          {
            num: 1,
            from: 'HRT2627-000003',
            to: 'HRT2627-000004',
            totnum: 2,
            cancel: 0,
            net_issue: 2,
          },
        ],
      },
      {
        doc_num: 5,
        doc_typ: 'Credit Note',
        docs: [
          {
            num: 1,
            from: 'CN2627-000001',
            to: 'CN2627-000001',
            totnum: 1,
            cancel: 0,
            net_issue: 1,
          },
        ],
      },
    ],
  },
};
const empty: Gstr1 = {
  ...november,
  fp: '102026',
  b2b: [],
  b2cs: [],
  cdnr: [],
  doc_issue: { doc_det: [] },
};

function serve(url: string) {
  const query = new URL(url, 'http://localhost').searchParams;
  const ret = query.get('month') === '2026-11' ? november : empty;
  if (query.get('format') === 'csv') {
    return new Response('gstin,fp\r\n', { headers: { 'Content-Type': 'text/csv' } });
  }
  return Response.json(ret);
}

describe('the GST returns page', () => {
  it('shows the month’s totals by rate less credit notes, and downloads the return', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:gstr1'), revokeObjectURL: vi.fn() }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user, api, location } = renderPage(<GstReturnsPage />, {
      route: '/admin/gst-returns?month=2026-11',
      user: admin,
      api: serve,
    });
    const table = within(
      await screen.findByRole('table', { name: 'Totals by GST rate, less credit notes' }),
    );
    // 5 %: ₹1,350 (B2B) + ₹900 (B2C) − ₹450 (credit note).
    expect(
      table.getByRole('row', { name: '5 % ₹1,800.00 ₹45.00 ₹22.50 ₹22.50' }),
    ).toBeInTheDocument();
    expect(table.getByRole('row', { name: '18 % ₹84.75 ₹15.25 ₹0.00 ₹0.00' })).toBeInTheDocument();
    expect(
      table.getByRole('row', { name: 'Total ₹1,884.75 ₹60.25 ₹22.50 ₹22.50' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('GSTIN 29AAACH1234M1Z5 · Invoices: 2 · Credit notes: 1'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download JSON' }));
    await vi.waitFor(() => expect(saved).toEqual(['GSTR1_29AAACH1234M1Z5_112026.json']));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toBe('GSTR1_29AAACH1234M1Z5_112026.csv');
    expect(api?.mock.calls.map((c) => c[0])).toContain('/api/admin/gstr1?month=2026-11&format=csv');

    const picker = screen.getByLabelText('Month');
    // A month input takes its value whole, as a browser's picker sets it.
    fireEvent.change(picker, { target: { value: '2026-10' } });
    expect(
      await screen.findByText('No invoices or credit notes in this month.'),
    ).toBeInTheDocument();
    expect(location()).toBe('/admin/gst-returns?month=2026-10');
  });

  it('tells staff it is for admins, and asks nothing of the API', async () => {
    const { api } = renderPage(<GstReturnsPage />, {
      route: '/admin/gst-returns',
      user: { ...testUser, role: 'staff' as const },
      api: serve,
    });
    expect(
      await screen.findByText('Only an admin of the shop can see this page'),
    ).toBeInTheDocument();
    expect(api?.mock.calls.map((c) => c[0]) ?? []).not.toContainEqual(
      expect.stringContaining('gstr1'),
    );
  });
});
