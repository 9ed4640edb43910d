// The app's one table (decision 066): the merchant console's lists (orders, products, returns) in
// a white frame, and the small tables inside a panel or a row (the dashboard's top products, an
// audit entry's fields) plain. It names itself to screen readers with its caption and heads its
// columns alike. On a phone (below 40rem) each row is a card and each cell carries its column's
// name (decision 084): the stylesheet's `.data-table` rules read the `data-label` this component
// writes on every cell, so the pages keep writing plain <tr>/<td> rows.
import { type ReactNode, useLayoutEffect, useRef } from 'react';

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

/**
 * Writes each body cell's column name in its `data-label`, counting a cell that spans columns as
 * the first of them. Rows come from the page (often its own row component), so the labels are
 * written on the rendered cells rather than passed down.
 */
export function labelCells(tbody: HTMLTableSectionElement, labels: readonly string[]) {
  // Children by tag rather than tbody.rows / row.cells, which happy-dom (the web tests) lacks.
  const rows = Array.from(tbody.children).filter((el) => el.tagName === 'TR');
  for (const row of rows) {
    let column = 0;
    const cells = Array.from(row.children).filter((el): el is HTMLElement =>
      ['TD', 'TH'].includes(el.tagName),
    );
    for (const cell of cells) {
      const label = labels[column] ?? '';
      if (label) {
        if (cell.dataset.label !== label) cell.dataset.label = label;
      } else if (cell.dataset.label !== undefined) {
        delete cell.dataset.label;
      }
      column += Math.max(1, Number(cell.getAttribute('colspan')) || 1);
    }
  }
}

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
  /** A Tailwind min-width: on a wider screen, below it the table scrolls rather than squeezing its columns. */
  minWidth?: string;
  /** framed: a list page's table; plain: a table inside a card, its cells padded by the caller. */
  look?: keyof typeof looks;
  /** The box's margins. */
  className?: string;
  /** The rows. */
  children: ReactNode;
}) {
  const style = looks[look];
  const body = useRef<HTMLTableSectionElement>(null);
  const labels = columns.map((column) => column.label);
  const labelKey = JSON.stringify(labels);
  // Labels again whenever rows or cells come and go (a new page of results, a row's own state).
  useLayoutEffect(() => {
    const tbody = body.current;
    if (!tbody) return;
    const names = JSON.parse(labelKey) as string[];
    labelCells(tbody, names);
    const observer = new MutationObserver(() => labelCells(tbody, names));
    observer.observe(tbody, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [labelKey]);
  return (
    // relative: an sr-only label in a cell (a status badge's "Status:") is absolutely positioned;
    // without a positioned box here it escapes the scroll box and widens the whole page.
    // tabIndex: a framed table scrolls sideways on a wide screen too narrow for it, and keyboard
    // users scroll it by focusing its box (axe's scrollable-region-focusable).
    <div
      className={`data-table ${style.box} ${className}`}
      data-look={look}
      tabIndex={look === 'framed' ? 0 : undefined}
    >
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
        <tbody ref={body} className="divide-y divide-stone-100">
          {children}
        </tbody>
      </table>
    </div>
  );
}

const figureRowLooks = {
  framed: {
    row: 'border-t border-stone-100',
    head: 'px-4 py-2 font-medium text-stone-900',
    cell: 'px-4 py-2 text-right tabular-nums',
  },
  total: {
    row: 'border-t-2 border-stone-300 font-semibold',
    head: 'px-4 py-2 text-stone-900',
    cell: 'px-4 py-2 text-right tabular-nums',
  },
  plain: {
    row: undefined,
    head: 'py-2 pr-3 font-medium text-stone-900',
    cell: 'py-2 pr-3 text-right tabular-nums last:pr-0',
  },
};

/**
 * A row that names itself in its first cell (a period, a GST rate, a product) and lines its
 * figures up on the right, under columns whose `align` is 'right'. `total` is a framed table's
 * last row, the sum of those above, set apart by a heavier rule.
 */
export function FigureRow({
  head,
  figures,
  look = 'framed',
}: {
  head: ReactNode;
  figures: readonly ReactNode[];
  look?: keyof typeof figureRowLooks;
}) {
  const style = figureRowLooks[look];
  return (
    <tr className={style.row}>
      <th scope="row" className={style.head}>
        {head}
      </th>
      {figures.map((figure, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, fixed in number and order
        <td key={index} className={style.cell}>
          {figure}
        </td>
      ))}
    </tr>
  );
}
