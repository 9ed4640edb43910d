// The State select's options in the page's language (decision 060): the value sent
// stays the name core's list and the server know; only the text shown is translated.
import type { IndianState } from '@harit/core/india';
import { msg } from './i18n';

/** Each state's and union territory's name, as a message. */
export const STATE_NAMES: Record<IndianState, string> = {
  'Andhra Pradesh': msg('Andhra Pradesh'),
  'Arunachal Pradesh': msg('Arunachal Pradesh'),
  Assam: msg('Assam'),
  Bihar: msg('Bihar'),
  Chhattisgarh: msg('Chhattisgarh'),
  Goa: msg('Goa'),
  Gujarat: msg('Gujarat'),
  Haryana: msg('Haryana'),
  'Himachal Pradesh': msg('Himachal Pradesh'),
  Jharkhand: msg('Jharkhand'),
  Karnataka: msg('Karnataka'),
  Kerala: msg('Kerala'),
  'Madhya Pradesh': msg('Madhya Pradesh'),
  Maharashtra: msg('Maharashtra'),
  Manipur: msg('Manipur'),
  Meghalaya: msg('Meghalaya'),
  Mizoram: msg('Mizoram'),
  Nagaland: msg('Nagaland'),
  Odisha: msg('Odisha'),
  Punjab: msg('Punjab'),
  Rajasthan: msg('Rajasthan'),
  Sikkim: msg('Sikkim'),
  'Tamil Nadu': msg('Tamil Nadu'),
  Telangana: msg('Telangana'),
  Tripura: msg('Tripura'),
  'Uttar Pradesh': msg('Uttar Pradesh'),
  Uttarakhand: msg('Uttarakhand'),
  'West Bengal': msg('West Bengal'),
  'Andaman and Nicobar Islands': msg('Andaman and Nicobar Islands'),
  Chandigarh: msg('Chandigarh'),
  'Dadra and Nagar Haveli and Daman and Diu': msg('Dadra and Nagar Haveli and Daman and Diu'),
  Delhi: msg('Delhi'),
  'Jammu and Kashmir': msg('Jammu and Kashmir'),
  Ladakh: msg('Ladakh'),
  Lakshadweep: msg('Lakshadweep'),
  Puducherry: msg('Puducherry'),
};
