// Where a shopper follows a parcel (decision 076): each courier Indian shops use, the names
// staff type for it, and its public tracking page. Staff type the courier's name when they ship
// (core fulfilment.ts courierSchema), so a name is matched loosely ("Blue Dart", "BlueDart",
// "bluedart express"); a courier not listed gets no link, only its name and the number.

export interface Courier {
  id: string;
  /** how the shop writes its name (the console offers these) */
  name: string;
  /** squashed names (lower case, letters only) that mean this courier */
  aliases: readonly string[];
  /**
   * Its tracking page for `trackingNumber`. India Post and Shadowfax take no number in the
   * address: their page asks for it, and the shopper reads it beside the link.
   */
  url: (trackingNumber: string) => string;
  takesNumber: boolean;
}

const encoded = encodeURIComponent;

export const COURIERS: readonly Courier[] = [
  {
    id: 'india-post',
    name: 'India Post',
    aliases: ['indiapost', 'speedpost', 'indiapostspeedpost', 'post'],
    url: () => 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx',
    takesNumber: false,
  },
  {
    id: 'delhivery',
    name: 'Delhivery',
    aliases: ['delhivery'],
    url: (n) => `https://www.delhivery.com/track/package/${encoded(n)}`,
    takesNumber: true,
  },
  {
    id: 'blue-dart',
    name: 'Blue Dart',
    aliases: ['bluedart', 'bluedartexpress'],
    url: (n) =>
      `https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=${encoded(n)}`,
    takesNumber: true,
  },
  {
    id: 'dtdc',
    name: 'DTDC',
    aliases: ['dtdc', 'dtdcexpress'],
    url: (n) =>
      `https://www.dtdc.in/tracking/tracking_results.asp?Ttype=awb_no&strCnno=${encoded(n)}`,
    takesNumber: true,
  },
  {
    id: 'ecom-express',
    name: 'Ecom Express',
    aliases: ['ecomexpress', 'ecom'],
    url: (n) => `https://www.ecomexpress.in/tracking/?awb_field=${encoded(n)}`,
    takesNumber: true,
  },
  {
    id: 'xpressbees',
    name: 'Xpressbees',
    aliases: ['xpressbees', 'expressbees', 'xpressbeeslogistics'],
    url: (n) => `https://www.xpressbees.com/shipment/tracking?awbNo=${encoded(n)}`,
    takesNumber: true,
  },
  {
    id: 'shadowfax',
    name: 'Shadowfax',
    aliases: ['shadowfax'],
    url: () => 'https://www.shadowfax.in/track-order',
    takesNumber: false,
  },
];

const squash = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** The courier staff named, or null for one not listed. */
export function courierNamed(name: string | null | undefined): Courier | null {
  if (!name) return null;
  const key = squash(name);
  return COURIERS.find((c) => c.aliases.includes(key)) ?? null;
}

/** The parcel's tracking page, or null (no courier or number yet, or a courier not listed). */
export function trackingUrl(
  courier: string | null | undefined,
  trackingNumber: string | null | undefined,
): string | null {
  const known = courierNamed(courier);
  return known && trackingNumber ? known.url(trackingNumber) : null;
}
