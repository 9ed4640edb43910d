// A checkbox among a filter's fields (low stock, featured, assigned to me): as tall as the fields
// beside it, so the row lines up, with its words as its label.
import type { ComponentProps, ReactNode } from 'react';

export function FilterCheckbox({
  label,
  ...input
}: Omit<ComponentProps<'input'>, 'type' | 'className'> & { label: ReactNode }) {
  return (
    <label className="flex h-11 items-center gap-2 text-sm font-semibold text-stone-800">
      <input type="checkbox" className="size-4 accent-brand-700" {...input} />
      {label}
    </label>
  );
}
