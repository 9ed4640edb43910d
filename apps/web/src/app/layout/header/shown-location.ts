import type { SavedAddress } from '@harit/core/types';
import { useAddresses } from '../../../features/account/api/addresses';
import { type DeliveryLocation, useDeliveryLocation } from './delivery-location';

/** A saved address as a "Deliver to" choice. */
export function savedLocation(address: SavedAddress): DeliveryLocation {
  return {
    label: `${address.firstName} · ${address.zip}`,
    detail: `${address.address}, ${address.city}, ${address.state} ${address.zip}`,
    addressId: address.id,
  };
}

/**
 * "Deliver to" as the shopper sees it: the place chosen on this device, else the signed-in
 * account's default address (decision 060: a shopper with a default address should not be asked
 * where to deliver, nor see the product page's estimate for nowhere).
 */
export function useShownLocation(): ReturnType<typeof useDeliveryLocation> {
  const state = useDeliveryLocation();
  const saved = useAddresses();
  if (state.location) return state;
  const preferred = saved.data?.find((address) => address.isDefault);
  return preferred ? { ...state, location: savedLocation(preferred) } : state;
}
