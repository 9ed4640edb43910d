import { MapPin, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { displayName, useAuth } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import { BrandLink } from '../brand';
import { useLogout } from './account-menu';
import { LanguageChoice } from './language-switch';
import { LocationOptions } from './location-options';
import { LogoutEntry, MENU_LINKS, MenuEntries, SIGNED_OUT_LINKS, staffLinks } from './menu-entry';
import { SearchForm } from './search-form';
import { useShownLocation } from './shown-location';

const iconClass = 'size-5 text-brand-700';

/**
 * SPEC §2 "Navigation bar, mobile": a slide-in side menu, the ui Dialog's sheet variant: modal,
 * it keeps focus inside (the page behind is inert) and closes on Escape natively.
 */
export function MobileMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { user } = useAuth();
  const logout = useLogout();
  const { location: delivery } = useShownLocation();
  const { pathname, search } = useLocation();

  const show = () => setOpen(true);
  const hide = () => setOpen(false);
  const rows = { onSelect: hide, iconClass, roomy: true };

  // Following any link (or searching) lands on a new URL: the menu has done its job. Not when
  // the menu mounts: a tap that hydrated it (React replays it, decision 059) has just opened it.
  const shownFor = useRef(`${pathname}${search}`);
  useEffect(() => {
    if (shownFor.current === `${pathname}${search}`) return;
    shownFor.current = `${pathname}${search}`;
    setOpen(false);
  }, [pathname, search]);

  return (
    <>
      <button
        type="button"
        aria-label={t('Open menu')}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={show}
        className="flex size-10 items-center justify-center rounded-full text-white transition hover:bg-white/10"
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      <Dialog
        id="mobile-menu"
        variant="sheet"
        open={open}
        onClose={hide}
        closeOnBackdrop
        title={t('Menu')}
        hideTitle
      >
        <div className="on-light flex h-full flex-col overflow-y-auto bg-white shadow-2xl">
          <div className="on-dark flex items-center justify-between bg-brand-900 px-4 py-3 text-white">
            <BrandLink onClick={hide} />
            <button
              type="button"
              aria-label={t('Close menu')}
              onClick={hide}
              className="flex size-10 items-center justify-center rounded-full transition hover:bg-white/10"
            >
              <X className="size-6" aria-hidden="true" />
            </button>
          </div>

          {user && (
            <p className="border-b border-stone-200 bg-brand-50 px-5 py-4">
              <span className="block text-sm text-stone-600">{t('Welcome!')}</span>
              <span className="block truncate text-lg font-semibold text-stone-900">
                {displayName(user)}
              </span>
            </p>
          )}

          <div className="px-4 pt-4">
            <SearchForm onSearched={hide} />
          </div>

          <section
            aria-labelledby="mobile-location-title"
            className="border-b border-stone-200 px-2 py-4"
          >
            <h2
              id="mobile-location-title"
              className="flex items-center gap-2 px-3 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase"
            >
              <MapPin className="size-4" aria-hidden="true" />
              {t('Location')}
              {delivery && (
                <span className="truncate font-normal tracking-normal normal-case">
                  · {delivery.label}
                </span>
              )}
            </h2>
            <LocationOptions />
          </section>

          <section
            aria-labelledby="mobile-language-title"
            className="border-b border-stone-200 px-2 py-4"
          >
            <h2
              id="mobile-language-title"
              className="px-3 pb-2 text-xs font-semibold tracking-wide text-stone-600 uppercase"
            >
              {t('Language')}
            </h2>
            <LanguageChoice />
          </section>

          <nav aria-label={t('Account')} className="px-2 py-3">
            <ul className="flex flex-col">
              {/* The carbon tracker is reachable on a phone, signed in or not. */}
              <MenuEntries
                links={[
                  MENU_LINKS.tracker,
                  ...(user
                    ? [
                        MENU_LINKS.profile,
                        MENU_LINKS.orders,
                        MENU_LINKS.returns,
                        MENU_LINKS.rewards,
                        MENU_LINKS.support,
                        ...staffLinks(user),
                      ]
                    : SIGNED_OUT_LINKS),
                ]}
                {...rows}
              />
              {user && <LogoutEntry logout={logout} {...rows} />}
            </ul>
          </nav>
        </div>
      </Dialog>
    </>
  );
}
