import { Check, Loader2, LocateFixed } from 'lucide-react';
import { useAddresses } from '../../../features/account/api/addresses';
import { useT } from '../../../lib/i18n';
import {
  chooseLocation,
  type DeliveryLocation,
  detectLocation,
  GEOLOCATION_UNSUPPORTED,
  LOCATION_DENIED,
  SAMPLE_ADDRESSES,
} from './delivery-location';
import { savedLocation, useShownLocation } from './shown-location';

/** The choices inside the desktop dropdown and the mobile menu's Location section. */
export function LocationOptions({ onChosen }: { onChosen?: () => void }) {
  const t = useT();
  const { location, status, detecting } = useShownLocation();
  const failed = status === LOCATION_DENIED || status === GEOLOCATION_UNSUPPORTED;
  // Signed in, the address book's addresses follow SPEC's two samples.
  const saved = useAddresses();
  const choices: { key: string; location: DeliveryLocation; selected: boolean }[] = [
    ...SAMPLE_ADDRESSES.map((address) => ({
      key: address.label,
      location: address,
      selected: !location?.addressId && location?.label === address.label,
    })),
    ...(saved.data ?? []).map((address) => ({
      key: address.id,
      location: savedLocation(address),
      selected: location?.addressId === address.id,
    })),
  ];

  return (
    <div className="flex w-full flex-col gap-1">
      <ul className="flex flex-col gap-1">
        {choices.map(({ key, location: address, selected }) => {
          return (
            <li key={key}>
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => {
                  chooseLocation(address);
                  onChosen?.();
                }}
                className={`flex w-full items-start gap-2 rounded-xl px-3 py-2 text-left transition hover:bg-brand-50 ${selected ? 'bg-brand-50' : ''}`}
              >
                <span className="mt-0.5 size-4 shrink-0 text-brand-700">
                  {selected && <Check className="size-4" aria-hidden="true" />}
                </span>
                <span>
                  <span className="block font-semibold text-stone-900">{t(address.label)}</span>
                  <span className="block text-sm text-stone-600">{t(address.detail)}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        // aria-disabled, not disabled: a disabled button loses focus, and the desktop dropdown
        // closes when focus leaves it, before the answer could be seen.
        onClick={() => {
          if (!detecting) detectLocation();
        }}
        aria-disabled={detecting || undefined}
        className="flex items-center gap-2 rounded-xl px-3 py-2 text-left font-semibold text-brand-800 transition hover:bg-brand-50 aria-disabled:opacity-60"
      >
        {detecting ? (
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <LocateFixed className="size-4" aria-hidden="true" />
        )}
        {t('Detect My Location')}
      </button>
      <p
        role="status"
        data-testid="location-status"
        className={`px-3 text-sm break-words ${failed ? 'font-medium text-red-700' : 'text-stone-700'}`}
      >
        {status && t(status)}
      </p>
    </div>
  );
}
