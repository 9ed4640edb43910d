// Texts that come from packages/core's tables and are shown on the product page: translated
// where they render (t(estimate.material)), declared here so the message check knows them
//. Keep in step with core/carbon.ts's keyword table and core/delivery.ts's zones.
import { msg } from '../../../lib/i18n';

export const CORE_TEXTS = [
  // The carbon table's materials and why each helps.
  msg('Bamboo'),
  msg('Fast-growing and biodegradable, replacing plastic or hardwood'),
  msg('Organic cotton'),
  msg('Grown without synthetic fertilisers or pesticides'),
  msg('Solar power'),
  msg('Runs on sunlight instead of grid electricity or batteries'),
  msg('Hemp'),
  msg('Needs little water and no pesticides to grow'),
  msg('Cork'),
  msg('Harvested from bark without felling the tree'),
  msg('Recycled material'),
  msg('Made from waste instead of new raw material'),
  msg('Reusable design'),
  msg('Replaces many single-use items over its life'),
  msg('LED lighting'),
  msg('Uses far less electricity than incandescent bulbs'),
  msg('Plastic'),
  msg('No saving: made from fossil fuels'),
  msg('Synthetic material'),
  msg('Eco-friendly materials'),
  msg('Made with lower-impact materials than the usual alternative'),
  msg('Mixed materials'),
  msg('A small saving over a conventional alternative'),
  // The delivery zones.
  msg('metro city'),
  msg('rest of our state'),
  msg('rest of India'),
  msg('north-east, Jammu & Kashmir, Ladakh and islands'),
] as const;
