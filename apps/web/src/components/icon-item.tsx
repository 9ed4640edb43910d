import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

const sizes = {
  sm: { item: 'flex gap-2', icon: 'mt-0.5 size-4 shrink-0 text-brand-700' },
  md: { item: 'flex gap-3', icon: 'mt-0.5 size-5 shrink-0 text-brand-700' },
};

/** A point of a "how it works" list: a brand icon (decoration) before its words. */
export function IconItem({
  icon: Icon,
  size = 'sm',
  children,
}: {
  icon: LucideIcon;
  size?: keyof typeof sizes;
  children: ReactNode;
}) {
  return (
    <li className={sizes[size].item}>
      <Icon className={sizes[size].icon} aria-hidden="true" />
      <span>{children}</span>
    </li>
  );
}
