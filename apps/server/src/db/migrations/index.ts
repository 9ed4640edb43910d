// Every migration, in order. Listed by hand (not read from the folder) so the bundled server
// carries them. A feature adds its tables as a new entry; never edit one that has shipped.
import type { Migration } from 'kysely';
import * as catalog from './0001-catalog.ts';
import * as wishlistCart from './0002-wishlist-cart.ts';
import * as support from './0003-support.ts';
import * as ordersCarbon from './0004-orders-carbon.ts';
import * as carbon from './0005-carbon.ts';
import * as catalogNotify from './0006-catalog-notify.ts';
import * as searchWords from './0007-search-words.ts';
import * as sessionRevokedNotify from './0008-session-revoked-notify.ts';
import * as loginThrottleRequestLimits from './0009-login-throttle-request-limits.ts';
import * as orderRequestHash from './0010-order-request-hash.ts';
import * as catalogBrowse from './0011-catalog-browse.ts';
import * as reviews from './0012-reviews.ts';
import * as auditLog from './0013-audit-log.ts';
import * as mailOutbox from './0014-mail-outbox.ts';
import * as orderFulfilment from './0015-order-fulfilment.ts';
import * as returnsSupport from './0016-returns-support.ts';
import * as catalogAdmin from './0017-catalog-admin.ts';
import * as addresses from './0018-addresses.ts';
import * as mrpIncludesGst from './0019-mrp-includes-gst.ts';
import * as invoices from './0020-invoices.ts';
import * as payments from './0021-payments.ts';
import * as searchPopularityTiers from './0022-search-popularity-tiers.ts';
import * as hindiCatalogue from './0023-hindi-catalogue.ts';
import * as supportTicketLanguage from './0024-support-ticket-language.ts';
import * as catalogStockNotify from './0026-catalog-stock-notify.ts';
import * as searchCandidates from './0027-search-candidates.ts';
import * as searchReadings from './0028-search-readings.ts';
import * as searchCategoryFilter from './0029-search-category-filter.ts';
import * as cartWriteLine from './0030-cart-write-line.ts';
import * as paymentMismatch from './0031-payment-mismatch.ts';
import * as unitQuantityCodes from './0032-unit-quantity-codes.ts';
import * as productCarbonRecord from './0033-product-carbon-record.ts';
import * as gstRatesAndBusinessBuyers from './0034-gst-rates-and-business-buyers.ts';
import * as selling from './0035-selling.ts';
import * as customerNotes from './0036-customer-notes.ts';
import * as returnsComeHome from './0037-returns-come-home.ts';
import * as carbonReversals from './0038-carbon-reversals.ts';
import * as carbonAlternativeHindi from './0039-carbon-alternative-hindi.ts';
import * as productIdentityAndPictures from './0040-product-identity-and-pictures.ts';
import * as workingTogether from './0041-working-together.ts';
import * as sellerSettings from './0042-seller-settings.ts';
import * as discountWithGst from './0043-discount-with-gst.ts';
import * as priceWithGst from './0044-price-with-gst.ts';

export const migrations: Record<string, Migration> = {
  '0001-catalog': catalog,
  '0002-wishlist-cart': wishlistCart,
  '0003-support': support,
  '0004-orders-carbon': ordersCarbon,
  '0005-carbon': carbon,
  '0006-catalog-notify': catalogNotify,
  '0007-search-words': searchWords,
  '0008-session-revoked-notify': sessionRevokedNotify,
  '0009-login-throttle-request-limits': loginThrottleRequestLimits,
  '0010-order-request-hash': orderRequestHash,
  '0011-catalog-browse': catalogBrowse,
  '0012-reviews': reviews,
  '0013-audit-log': auditLog,
  '0014-mail-outbox': mailOutbox,
  '0015-order-fulfilment': orderFulfilment,
  '0016-returns-support': returnsSupport,
  '0017-catalog-admin': catalogAdmin,
  '0018-addresses': addresses,
  '0019-mrp-includes-gst': mrpIncludesGst,
  '0021-payments': payments,
  '0020-invoices': invoices,
  '0022-search-popularity-tiers': searchPopularityTiers,
  '0023-hindi-catalogue': hindiCatalogue,
  '0024-support-ticket-language': supportTicketLanguage,
  '0026-catalog-stock-notify': catalogStockNotify,
  '0027-search-candidates': searchCandidates,
  '0028-search-readings': searchReadings,
  '0029-search-category-filter': searchCategoryFilter,
  '0030-cart-write-line': cartWriteLine,
  '0031-payment-mismatch': paymentMismatch,
  '0032-unit-quantity-codes': unitQuantityCodes,
  '0033-product-carbon-record': productCarbonRecord,
  '0034-gst-rates-and-business-buyers': gstRatesAndBusinessBuyers,
  '0035-selling': selling,
  '0036-customer-notes': customerNotes,
  '0037-returns-come-home': returnsComeHome,
  '0038-carbon-reversals': carbonReversals,
  '0039-carbon-alternative-hindi': carbonAlternativeHindi,
  '0040-product-identity-and-pictures': productIdentityAndPictures,
  '0041-working-together': workingTogether,
  '0042-seller-settings': sellerSettings,
  '0043-discount-with-gst': discountWithGst,
  '0044-price-with-gst': priceWithGst,
};
