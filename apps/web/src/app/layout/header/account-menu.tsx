import { ChevronDown, CircleUserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { displayName, useAuth } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import { HoverMenu } from './hover-menu';
import { LogoutEntry, MENU_LINKS, MenuEntries, SIGNED_OUT_LINKS, staffLinks } from './menu-entry';

/** Signs out, then goes home (SPEC §2); a failure is only logged (SPEC §8). */
export function useLogout() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut();
    } catch (error) {
      console.error('Sign-out failed', error);
    }
    navigate('/');
  };
}

/** SPEC §2 account menu (desktop): entries switch on the signed-in state. */
export function AccountMenu() {
  const t = useT();
  const { user } = useAuth();
  const logout = useLogout();
  const icon = 'size-4 text-brand-700';

  return (
    <HoverMenu
      align="end"
      triggerClassName="flex items-center gap-1.5 rounded-xl px-2 py-1.5 text-white transition hover:bg-white/10"
      panelClassName="w-64"
      trigger={
        <>
          <CircleUserRound className="size-6" aria-hidden="true" />
          <span className="hidden max-w-28 truncate text-sm font-semibold lg:inline">
            {user ? displayName(user) : t('Account')}
          </span>
          <span className="sr-only lg:hidden">{t('Account')}</span>
          <ChevronDown className="size-4 text-brand-200" aria-hidden="true" />
        </>
      }
    >
      {(close) => {
        const rows = { onSelect: close, iconClass: icon };
        return user ? (
          <>
            <p className="border-b border-stone-200 px-3 pt-2 pb-3">
              <span className="block text-sm text-stone-600">{t('Welcome!')}</span>
              <span
                className="block truncate font-semibold text-stone-900"
                data-testid="welcome-name"
              >
                {displayName(user)}
              </span>
            </p>
            <ul className="mt-1 flex flex-col">
              <MenuEntries
                // Orders beside SPEC §2's entries, as the mobile menu has it (decision 060): a
                // shopper's first question after buying is where the order is.
                links={[
                  MENU_LINKS.profile,
                  MENU_LINKS.orders,
                  MENU_LINKS.support,
                  MENU_LINKS.settings,
                  ...staffLinks(user),
                ]}
                {...rows}
              />
              <LogoutEntry logout={logout} {...rows} />
            </ul>
          </>
        ) : (
          <ul className="flex flex-col">
            <MenuEntries links={SIGNED_OUT_LINKS} {...rows} />
          </ul>
        );
      }}
    </HoverMenu>
  );
}
