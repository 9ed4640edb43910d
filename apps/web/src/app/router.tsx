import type { PagePath } from '@harit/core/pages';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { consoleRoute } from './admin/console-routes';
import { LayoutFallback, RootLayout } from './layout/root-layout';
import { page } from './lazy-page';
import { RouteError } from './route-error';

/**
 * Every page but home and 404, keyed by its path in @harit/core/pages: the server answers 404 for
 * any path not listed there, so a page missing from either side fails to compile.
 */
const pages: Record<PagePath, RouteObject['lazy']> = {
  shop: page(
    () => import('./routes/shop'),
    (m) => m.ShopPage,
  ),
  'carbon-tracker': page(
    () => import('../features/carbon/carbon-tracker-page'),
    (m) => m.CarbonTrackerPage,
  ),
  wish: page(
    () => import('./routes/wish'),
    (m) => m.WishPage,
  ),
  cart: page(
    () => import('../features/cart/cart-page'),
    (m) => m.CartPage,
  ),
  checkout: page(
    () => import('./routes/checkout'),
    (m) => m.CheckoutPage,
  ),
  login: page(
    () => import('../features/account/login-page'),
    (m) => m.LoginPage,
  ),
  signup: page(
    () => import('../features/account/signup-page'),
    (m) => m.SignupPage,
  ),
  'reset-password': page(
    () => import('../features/account/reset-password-page'),
    (m) => m.ResetPasswordPage,
  ),
  profile: page(
    () => import('../features/account/profile-page'),
    (m) => m.ProfilePage,
  ),
  settings: page(
    () => import('../features/account/settings-page'),
    (m) => m.SettingsPage,
  ),
  rewards: page(
    () => import('../features/rewards/rewards-page'),
    (m) => m.RewardsPage,
  ),
  orders: page(
    () => import('../features/orders/orders-page'),
    (m) => m.OrdersPage,
  ),
  'orders/:orderNumber': page(
    () => import('./routes/order'),
    (m) => m.OrderPage,
  ),
  returns: page(
    () => import('./routes/returns'),
    (m) => m.ReturnsPage,
  ),
  support: page(
    () => import('../features/support/support-page'),
    (m) => m.SupportPage,
  ),
  faq: page(
    () => import('../features/support/faq-page'),
    (m) => m.FaqPage,
  ),
  terms: page(
    () => import('../features/support/terms-page'),
    (m) => m.TermsPage,
  ),
  privacy: page(
    () => import('../features/support/privacy-page'),
    (m) => m.PrivacyPage,
  ),
  shipping: page(
    () => import('../features/support/shipping-page'),
    (m) => m.ShippingPage,
  ),
  'product/:slug': page(
    () => import('./routes/product'),
    (m) => m.ProductPage,
  ),
  'pay/test/:orderNumber': page(
    () => import('../features/payments/providers/test-gateway/test-gateway-page'),
    (m) => m.TestGatewayPage,
  ),
  'admin/invite/:token': page(
    () => import('./routes/staff-invite'),
    (m) => m.StaffInviteRoute,
  ),
};

// SPEC §2 routes, plus the pages DESIGN.md §6.3 adds and a 404 for everything else.
export const routes: RouteObject[] = [
  // The merchant console, with its own layout; staff only.
  consoleRoute,
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: LayoutFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        lazy: page(
          () => import('./routes/home'),
          (m) => m.HomePage,
        ),
      },
      ...Object.entries(pages).map(([path, lazy]) => ({ path, lazy })),
      {
        path: '*',
        lazy: page(
          () => import('./not-found-page'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
