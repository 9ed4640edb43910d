import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The look of a menu row, for links and for the Logout button alike. */
export function menuEntryClass(roomy = false): string {
  return `flex w-full items-center gap-3 rounded-xl px-3 ${roomy ? 'py-3' : 'py-2'} text-left font-medium text-stone-800 transition hover:bg-brand-50 hover:text-brand-800`;
}

/** One link in the account menu or the mobile side menu; `roomy` gives touch-sized rows. */
export function MenuEntry({
  to,
  icon,
  children,
  onSelect,
  roomy = false,
}: {
  to: string;
  icon: ReactNode;
  children: ReactNode;
  onSelect: () => void;
  roomy?: boolean;
}) {
  return (
    <li>
      <Link to={to} onClick={onSelect} className={menuEntryClass(roomy)}>
        {icon}
        {children}
      </Link>
    </li>
  );
}
