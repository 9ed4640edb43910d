// An address as the documents print it (invoice buyer, shipping label's recipient, a return
// label's sender; decisions 030, 076): the shipping details' name in one line, their ZIP as PIN.

export interface PostalAddress {
  name: string;
  address: string;
  city: string;
  state: string;
  pin: string;
  phone: string;
}

/** The shipping details an order was placed with, as a document prints them. */
export function postalAddress(shipping: {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}): PostalAddress {
  return {
    name: `${shipping.firstName} ${shipping.lastName}`.trim(),
    address: shipping.address,
    city: shipping.city,
    state: shipping.state,
    pin: shipping.zip,
    phone: shipping.phone,
  };
}
