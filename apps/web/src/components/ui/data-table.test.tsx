import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

const COLUMNS = [
  { label: 'Order' },
  { label: 'Customer' },
  { label: 'Total', align: 'right' as const },
];

/** A row of its own component, as the console's pages write them. */
function OrderRow({ number, name, total }: { number: string; name: string; total: string }) {
  return (
    <tr>
      <th scope="row">#{number}</th>
      <td>
        <span className="block">{name}</span>
        <span className="block text-xs">{name.toLowerCase()}@example.in</span>
      </td>
      <td>{total}</td>
    </tr>
  );
}

/** Each cell's column name as the phone's card shows it (decision 084). */
function labelsOf(row: HTMLElement) {
  return Array.from(row.querySelectorAll('td, th')).map((cell) => cell.getAttribute('data-label'));
}

describe('DataTable', () => {
  it('keeps a table with its caption, column heads and cells on a wide screen', () => {
    render(
      <DataTable caption="Orders, newest first" columns={COLUMNS}>
        <OrderRow number="1001" name="Asha" total="₹500.00" />
      </DataTable>,
    );
    const table = screen.getByRole('table', { name: 'Orders, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Order', 'Customer', 'Total']);
    expect(within(table).getByRole('rowheader')).toHaveTextContent('#1001');
    expect(
      within(table)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Ashaasha@example.in', '₹500.00']);
  });

  it('labels every cell of every row with its column, for the card a phone shows', () => {
    render(
      <DataTable caption="Orders" columns={COLUMNS}>
        <OrderRow number="1001" name="Asha" total="₹500.00" />
        <OrderRow number="1002" name="Ravi" total="₹120.00" />
      </DataTable>,
    );
    const [, first, second] = screen.getAllByRole('row');
    expect(labelsOf(first!)).toEqual(['Order', 'Customer', 'Total']);
    expect(labelsOf(second!)).toEqual(['Order', 'Customer', 'Total']);
    // The stylesheet's card rules hang on the box's class (index.css).
    expect(screen.getByRole('table').parentElement).toHaveClass('data-table');
  });

  it('counts a cell spanning columns as its first column, and leaves unnamed columns unlabelled', () => {
    render(
      <DataTable caption="Sales" columns={[{ label: 'Rate' }, { label: '' }, { label: 'GST' }]}>
        <tr>
          <td>5%</td>
          <td>—</td>
          <td>₹10.00</td>
        </tr>
        <tr>
          <th scope="row" colSpan={2}>
            Total
          </th>
          <td>₹10.00</td>
        </tr>
      </DataTable>,
    );
    const [, rate, total] = screen.getAllByRole('row');
    expect(labelsOf(rate!)).toEqual(['Rate', null, 'GST']);
    expect(labelsOf(total!)).toEqual(['Rate', 'GST']);
  });

  it('labels rows that come later and follows a change of language', async () => {
    function Growing() {
      const [rows, setRows] = useState(['1001']);
      const [hindi, setHindi] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setRows((r) => [...r, String(1001 + r.length)])}>
            More
          </button>
          <button type="button" onClick={() => setHindi(true)}>
            Hindi
          </button>
          <DataTable
            caption="Orders"
            columns={hindi ? [{ label: 'ऑर्डर' }, { label: 'ग्राहक' }, { label: 'कुल' }] : COLUMNS}
          >
            {rows.map((n) => (
              <OrderRow key={n} number={n} name="Asha" total="₹1.00" />
            ))}
          </DataTable>
        </>
      );
    }
    render(<Growing />);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getAllByRole('row')).toHaveLength(3);
    await expect
      .poll(() => labelsOf(screen.getAllByRole('row')[2]!))
      .toEqual(['Order', 'Customer', 'Total']);
    fireEvent.click(screen.getByRole('button', { name: 'Hindi' }));
    await expect
      .poll(() => labelsOf(screen.getAllByRole('row')[1]!))
      .toEqual(['ऑर्डर', 'ग्राहक', 'कुल']);
  });
});
