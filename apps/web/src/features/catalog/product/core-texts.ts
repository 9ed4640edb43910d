// Texts that come from packages/core's tables and are shown on the product page: translated
// where they render (t(zone.label)), declared here so the message check knows them (decision
// 042). Keep in step with core/delivery.ts's zones; the carbon tables' words are core's
// CARBON_TEXTS (core/carbon-texts.ts), which the check reads for both apps.
import { msg } from '../../../lib/i18n';

export const CORE_TEXTS = [
  // The delivery zones.
  msg('metro city'),
  msg('rest of our state'),
  msg('rest of India'),
  msg('north-east, Jammu & Kashmir, Ladakh and islands'),
] as const;
