// Sample shipping details that pass SPEC §5 rules, shared as pure data by the server tests, the
// web tests and the bench scripts. Plain JavaScript (typed in shipping.d.mts) because the bench
// scripts run on plain Node without a TypeScript loader.

/** Valid shipping details for placing orders (SPEC §5 rules). */
export const sampleShipping = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  address: '14 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  zip: '411001',
};
