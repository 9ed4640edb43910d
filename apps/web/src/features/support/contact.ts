// The shop's fixed contact details: SPEC §1's support block (the footer shows the same) and the
// Grievance Officer that India's Consumer Protection (E-Commerce) Rules, 2020, rule 4(4)
// require an e-commerce entity to name, with contact details, on its platform.

export const SUPPORT_EMAIL = 'support@harit.in';
export const SUPPORT_PHONE = '+91 80 4718 2200';

import { msg } from '../../lib/i18n';

export const SUPPORT_HOURS = msg('Mon–Sat, 9:00–19:00 IST');
export const SUPPORT_ADDRESS = '12 Indiranagar 100 Feet Road, Bengaluru 560038';

/** The legal entity that runs the shop, as the terms and the privacy notice name it. */
export const COMPANY_NAME = 'Harit Retail Private Limited';

export const GRIEVANCE_OFFICER = {
  name: 'Meera Nair',
  designation: msg('Grievance Officer and Data Protection Contact'),
  email: 'grievance@harit.in',
  phone: '+91 80 4718 2299',
  hours: msg('Mon–Fri, 10:00–18:00 IST'),
  address: `${COMPANY_NAME}, ${SUPPORT_ADDRESS}`,
} as const;

/** Rule 4(5): acknowledge a complaint within 48 hours and redress it within one month. */
export const GRIEVANCE_TIMELINES = msg('acknowledged within 48 hours, resolved within one month');

/** "+91 80 4718 2200" → "tel:+918047182200". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
