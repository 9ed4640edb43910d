// The app's one table (decision 066): the merchant console's lists (orders, products, returns) in
// a white frame, and the small tables inside a panel or a row (the dashboard's top products, an
// audit entry's fields) plain. Every table scrolls sideways on a phone, names itself to screen
// readers with its caption and heads its columns alike.
import type { ReactNode } from 'react';

export interface TableColumn {
  label: string;
  /** Figures (amounts, counts) line up on the right. */
  align?: 'right';
}

const looks = {
  framed: {
    box: 'relative overflow-x-auto rounded-2xl bg-white ring-1 ring-stone-200',
    table: 'text-sm',
    head: 'border-b border-stone-200 bg-stone-50 text-stone-600',
    th: 'px-4 py-3 font-semibold',
  },
  plain: {
    box: 'relative overflow-x-auto',
    table: '',
    head: 'text-stone-600',
    th: 'py-2 pr-3 font-medium last:pr-0',
  },
};

export function DataTable({
  caption,
  columns,
  minWidth = 'min-w-[40rem]',
  look = 'framed',
  className = '',
  children,
}: {
  /** Read by screen readers only, e.g. "Orders, newest first". */
  caption: ReactNode;
  columns: readonly TableColumn[];
  /** A Tailwind min-width: below it the table scrolls rather than squeezing its columns. */
  minWidth?: string;
  /** framed: a list page's table; plain: a table inside a card, its cells padded by the caller. */
  look?: keyof typeof looks;
  /** The box's margins. */
  className?: string;
  /** The rows. */
  children: ReactNode;
}) {
  const style = looks[look];
  return (
    // relative: an sr-only label in a cell (a status badge's "Status:") is absolutely positioned;
    // without a positioned box here it escapes the scroll box and widens the whole page.
    // tabIndex: a framed table scrolls sideways on a phone, and keyboard users scroll it by
    // focusing its box (axe's scrollable-region-focusable).
    <div className={`${style.box} ${className}`} tabIndex={look === 'framed' ? 0 : undefined}>
      <table className={`w-full ${minWidth} text-left ${style.table}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className={style.head}>
          <tr>
            {columns.map(({ label, align }) => (
              <th
                key={label}
                scope="col"
                className={`${style.th} ${align === 'right' ? 'text-right' : ''}`}
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
