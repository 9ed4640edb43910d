import { Search, X } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { HydrateLater } from '../../../runtime/hydrate-later';
import { BrandLink } from '../brand';
import { AccountMenu } from './account-menu';
import { HeaderIcons } from './header-icons';
import { LanguageSwitch } from './language-switch';
import { LocationMenu } from './location-menu';
import { MobileMenu } from './mobile-menu';
import { SearchForm } from './search-form';

/** SPEC §2 navigation bar: the desktop layout from 768 px, the mobile one below. */
export function Header() {
  const t = useT();
  const [searchOpen, setSearchOpen] = useState(false);

  return (
    <header className="on-dark sticky top-0 z-30 bg-brand-900 text-white shadow-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-6 md:gap-4 lg:px-8">
        {/* The menus hydrate after the page (decision 045): closed, they only need their button. */}
        <HydrateLater className="md:hidden">
          <MobileMenu />
        </HydrateLater>
        <BrandLink className="text-white" />
        <HydrateLater className="hidden md:block">
          <LocationMenu />
        </HydrateLater>
        {/* `contents`: no box of its own, the form stays the row's flexible item. */}
        <HydrateLater className="contents">
          <SearchForm className="hidden max-w-2xl flex-1 md:flex" />
        </HydrateLater>
        <nav aria-label={t('Shortcuts')} className="ml-auto flex items-center gap-0.5 sm:gap-1">
          <button
            type="button"
            aria-label={searchOpen ? t('Close search') : t('Open search')}
            aria-expanded={searchOpen}
            aria-controls="mobile-search"
            onClick={() => setSearchOpen((open) => !open)}
            className="flex size-10 items-center justify-center rounded-full text-white transition hover:bg-white/10 md:hidden"
          >
            {searchOpen ? (
              <X className="size-5" aria-hidden="true" />
            ) : (
              <Search className="size-5" aria-hidden="true" />
            )}
          </button>
          <HydrateLater className="contents">
            <HeaderIcons />
          </HydrateLater>
          <HydrateLater className="hidden md:block">
            <LanguageSwitch />
          </HydrateLater>
          <HydrateLater className="hidden md:block">
            <AccountMenu />
          </HydrateLater>
        </nav>
      </div>
      {searchOpen && (
        <div id="mobile-search" className="border-t border-white/10 px-3 pb-3 pt-2 md:hidden">
          <SearchForm autoFocus onSearched={() => setSearchOpen(false)} />
        </div>
      )}
    </header>
  );
}
