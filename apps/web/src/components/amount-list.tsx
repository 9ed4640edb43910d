import type { ReactNode } from 'react';

export interface AmountRow {
  label: ReactNode;
  value: ReactNode;
  testId?: string;
  /** 'total' sets the row off with a rule and bold type; 'saving' is green. */
  kind?: 'total' | 'saving';
  /** Overrides the value's colour (the carbon box's net impact). */
  valueClassName?: string;
}

/** Label–figure rows: order summaries, an order's payment, the environmental-impact box. */
export function AmountList({
  rows,
  className = 'mt-3 space-y-2 text-sm',
  ruleClassName = 'border-stone-200',
}: {
  rows: readonly (AmountRow | false)[];
  className?: string;
  ruleClassName?: string;
}) {
  return (
    <dl className={className}>
      {rows
        .filter((row): row is AmountRow => row !== false)
        .map((row, index) => {
          const total = row.kind === 'total';
          const tone =
            row.valueClassName ?? (row.kind === 'saving' ? 'text-brand-800' : 'text-stone-900');
          return (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of rows, never reordered
              key={index}
              className={`flex justify-between gap-4 ${total ? `border-t pt-2 text-base ${ruleClassName}` : ''}`}
            >
              <dt className={total ? 'font-semibold text-stone-900' : 'text-stone-600'}>
                {row.label}
              </dt>
              <dd
                data-testid={row.testId}
                className={`tabular-nums ${total ? 'font-bold' : 'font-medium'} ${tone}`}
              >
                {row.value}
              </dd>
            </div>
          );
        })}
    </dl>
  );
}
