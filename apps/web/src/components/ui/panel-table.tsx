// A small table in a card (the dashboard's top products, the sales report's categories): a plain
// DataTable (decision 066) under the card's heading, or one line saying there is nothing to list.
import type { ReactNode } from 'react';
import { Panel } from '../panel';
import { DataTable, type TableColumn } from './data-table';

export function PanelTable({
  title,
  caption,
  columns,
  empty,
  children,
}: {
  title: ReactNode;
  /** Read by screen readers only. */
  caption: ReactNode;
  columns: readonly TableColumn[];
  /** Shown in place of the table when there are no rows; false when there are. */
  empty: string | false;
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <Panel title={title} headingClassName="text-lg font-semibold text-stone-900">
      {empty !== false ? (
        <p className="mt-3 text-sm text-stone-600">{empty}</p>
      ) : (
        <DataTable
          look="plain"
          minWidth=""
          className="mt-3 text-sm"
          caption={caption}
          columns={columns}
        >
          {children}
        </DataTable>
      )}
    </Panel>
  );
}
