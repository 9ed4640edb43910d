import type { Order } from '@harit/core/types';

/** Name, street, city, state and PIN, phone and e-mail, as entered at checkout. */
export function ShippingAddress({ address }: { address: Order['shippingAddress'] }) {
  return (
    <address className="mt-2 text-sm leading-relaxed text-stone-700 not-italic">
      {address.firstName} {address.lastName}
      <br />
      {address.address}
      <br />
      {address.city}, {address.state} {address.zip}
      <br />
      {address.phone} · {address.email}
    </address>
  );
}
