// The words of core's carbon tables a person reads (decision 069): the factors' labels, the
// stated uses and the main materials a record names. Both apps translate them by their English
// where they show them (the product page, the API's Hindi answers); declared once here, so each
// app's message check (scripts/check-messages.mjs) counts them as that app's messages.

/** Marks a catalogue key (the check reads it); the key itself, unchanged. */
const msg = (key: string) => key;

export const CARBON_TEXTS = [
  msg('Stainless steel'),
  msg('Cast iron'),
  msg('Copper'),
  msg('Aluminium'),
  msg('Glass'),
  msg('Fired clay'),
  msg('Wood, bamboo or cane'),
  msg('Cork'),
  msg('Silicone or synthetic rubber'),
  msg('Solar cells and panel'),
  msg('Electronics and battery'),
  msg('PET plastic'),
  msg('Polypropylene plastic'),
  msg('Plastic film'),
  msg('Paper'),
  msg('Recycled paper'),
  msg('Cotton or blended fabric'),
  msg('Jute, hemp, grass or loofah'),
  msg('Food waste sent to landfill'),
  msg('Recycled glass'),
  msg('Recycled PET plastic'),
  msg('Compostable starch bioplastic'),
  msg('Food waste composted'),
  msg('Paraffin wax burnt'),
  msg('Fibre grown without synthetic fertiliser (saving)'),
  msg('Synthetic nitrogen fertiliser'),
  msg('Electricity from the grid'),
  msg('Kerosene'),
  msg('Cooking gas (LPG)'),
  msg('Mixed materials'),
  msg('Organically grown produce'),
  msg('Reused denim'),
  msg('a year of daily use'),
  msg('a year of use'),
  msg('two years of use'),
  msg('five years of use'),
  msg('ten years of use'),
  msg('using up one pack'),
  msg('its life'),
] as const;
