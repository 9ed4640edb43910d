import { ChevronDown, MapPin } from 'lucide-react';
import { useT } from '../../../lib/i18n';
import { GEOLOCATION_UNSUPPORTED, LOCATION_DENIED } from './delivery-location';
import { HoverMenu } from './hover-menu';
import { LocationOptions } from './location-options';
import { useShownLocation } from './shown-location';

/** The header's "Deliver to" dropdown (desktop). */
export function LocationMenu() {
  const t = useT();
  const { location, status } = useShownLocation();
  const failed = status === LOCATION_DENIED || status === GEOLOCATION_UNSUPPORTED;
  // The stored label is English (a sample's name, or coordinates that stay as they are).
  const shown = t(failed ? status : (location?.label ?? t('Choose location')));

  return (
    <HoverMenu
      triggerClassName="flex items-center gap-1.5 rounded-xl px-2 py-1.5 text-left text-white transition hover:bg-white/10"
      panelClassName="w-80"
      trigger={
        <>
          <MapPin className="size-5 shrink-0 text-brand-200" aria-hidden="true" />
          <span className="flex flex-col leading-tight">
            <span className="text-xs text-brand-100">{t('Deliver to')}</span>
            {/* Two lines rather than "Location access de…". */}
            <span
              className="line-clamp-2 max-w-36 text-sm font-semibold break-words"
              data-testid="location-label"
            >
              {shown}
            </span>
          </span>
          <ChevronDown className="size-4 shrink-0 text-brand-200" aria-hidden="true" />
        </>
      }
    >
      {(close) => (
        <>
          <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase">
            {t('Choose your location')}
          </p>
          <LocationOptions onChosen={close} />
        </>
      )}
    </HoverMenu>
  );
}
