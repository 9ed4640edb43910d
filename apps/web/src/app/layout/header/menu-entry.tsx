import { hasRole } from '@harit/core/roles';
import {
  CreditCard,
  Footprints,
  Gift,
  Headset,
  LogIn,
  LogOut,
  type LucideIcon,
  RotateCcw,
  Settings,
  Store,
  User,
  UserPlus,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AuthUser } from '../../../lib/auth';
import { msg, useT } from '../../../lib/i18n';

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

interface MenuLink {
  to: string;
  label: string;
  Icon: LucideIcon;
}

/** Every page the account menus link to, named as SPEC §2 names them. */
export const MENU_LINKS = {
  tracker: { to: '/carbon-tracker', label: msg('Carbon Tracker'), Icon: Footprints },
  profile: { to: '/profile', label: msg('My Profile'), Icon: User },
  orders: { to: '/orders', label: msg('Orders & Payments'), Icon: CreditCard },
  returns: { to: '/returns', label: msg('Returns & Cancellations'), Icon: RotateCcw },
  rewards: { to: '/rewards', label: msg('Rewards'), Icon: Gift },
  support: { to: '/support', label: msg('Customer Care'), Icon: Headset },
  settings: { to: '/settings', label: msg('Settings'), Icon: Settings },
  signup: { to: '/signup', label: msg('Create Account'), Icon: UserPlus },
  login: { to: '/login', label: msg('Sign In'), Icon: LogIn },
  console: { to: '/admin', label: msg('Merchant console'), Icon: Store },
} satisfies Record<string, MenuLink>;

/** Staff and admins also reach the merchant console; shoppers' menus stay SPEC's. */
export function staffLinks(user: AuthUser | null): MenuLink[] {
  return user && hasRole(user.role, 'staff') ? [MENU_LINKS.console] : [];
}

/** SPEC §2: signed out, both menus offer Create Account, Sign In, Customer Care. */
export const SIGNED_OUT_LINKS: MenuLink[] = [
  MENU_LINKS.signup,
  MENU_LINKS.login,
  MENU_LINKS.support,
];

interface EntriesProps {
  onSelect: () => void;
  iconClass: string;
  roomy?: boolean;
}

/** The given links as menu rows, in order. */
export function MenuEntries({ links, ...row }: EntriesProps & { links: readonly MenuLink[] }) {
  const t = useT();
  return links.map(({ to, label, Icon }) => (
    <MenuEntry
      key={to}
      to={to}
      onSelect={row.onSelect}
      roomy={row.roomy}
      icon={<Icon className={row.iconClass} aria-hidden="true" />}
    >
      {t(label)}
    </MenuEntry>
  ));
}

/** SPEC §2: Logout closes the menu, signs out, then goes home. */
export function LogoutEntry({
  onSelect,
  iconClass,
  roomy,
  logout,
}: EntriesProps & { logout: () => Promise<void> }) {
  const t = useT();
  return (
    <li>
      <button
        type="button"
        className={menuEntryClass(roomy)}
        onClick={() => {
          onSelect();
          void logout();
        }}
      >
        <LogOut className={iconClass} aria-hidden="true" />
        {t('Logout')}
      </button>
    </li>
  );
}
