// The merchant console's lists (orders, products, returns): one table frame, so every list
// scrolls sideways on a phone, names itself to screen readers and heads its columns alike.
import type { ReactNode } from 'react';

export interface TableColumn {
  label: string;
  /** Figures (amounts, counts) line up on the right. */
  align?: 'right';
}

export function DataTable({
  caption,
  columns,
  minWidth = 'min-w-[40rem]',
  children,
}: {
  /** Read by screen readers only, e.g. "Orders, newest first". */
  caption: ReactNode;
  columns: readonly TableColumn[];
  /** A Tailwind min-width: below it the table scrolls rather than squeezing its columns. */
  minWidth?: string;
  /** The rows. */
  children: ReactNode;
}) {
  return (
    // relative: an sr-only label in a cell (a status badge's "Status:") is absolutely positioned;
    // without a positioned box here it escapes the scroll box and widens the whole page.
    <div className="relative overflow-x-auto rounded-2xl bg-white ring-1 ring-stone-200">
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-stone-200 bg-stone-50 text-stone-600">
          <tr>
            {columns.map(({ label, align }) => (
              <th
                key={label}
                scope="col"
                className={`px-4 py-3 font-semibold ${align === 'right' ? 'text-right' : ''}`}
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">{children}</tbody>
      </table>
    </div>
  );
}
