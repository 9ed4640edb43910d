import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LayoutFallback, RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';

/** Each page is its own chunk, loaded when its route is first visited. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

// SPEC §2 routes, plus the pages DESIGN.md §6.3 adds and a 404 for everything else.
export const routes: RouteObject[] = [
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
      {
        path: 'shop',
        lazy: page(
          () => import('./routes/shop'),
          (m) => m.ShopPage,
        ),
      },
      {
        path: 'carbon-tracker',
        lazy: page(
          () => import('../features/carbon/carbon-tracker-page'),
          (m) => m.CarbonTrackerPage,
        ),
      },
      {
        path: 'wish',
        lazy: page(
          () => import('./routes/wish'),
          (m) => m.WishPage,
        ),
      },
      {
        path: 'cart',
        lazy: page(
          () => import('../features/cart/cart-page'),
          (m) => m.CartPage,
        ),
      },
      {
        path: 'checkout',
        lazy: page(
          () => import('./routes/checkout'),
          (m) => m.CheckoutPage,
        ),
      },
      {
        path: 'login',
        lazy: page(
          () => import('../features/account/login-page'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: 'signup',
        lazy: page(
          () => import('../features/account/signup-page'),
          (m) => m.SignupPage,
        ),
      },
      {
        path: 'reset-password',
        lazy: page(
          () => import('../features/account/reset-password-page'),
          (m) => m.ResetPasswordPage,
        ),
      },
      {
        path: 'profile',
        lazy: page(
          () => import('../features/account/profile-page'),
          (m) => m.ProfilePage,
        ),
      },
      {
        path: 'settings',
        lazy: page(
          () => import('../features/account/settings-page'),
          (m) => m.SettingsPage,
        ),
      },
      {
        path: 'rewards',
        lazy: page(
          () => import('../features/rewards/rewards-page'),
          (m) => m.RewardsPage,
        ),
      },
      {
        path: 'orders',
        lazy: page(
          () => import('../features/orders/orders-page'),
          (m) => m.OrdersPage,
        ),
      },
      {
        path: 'orders/:orderNumber',
        lazy: page(
          () => import('../features/orders/order-detail-page'),
          (m) => m.OrderDetailPage,
        ),
      },
      {
        path: 'returns',
        lazy: page(
          () => import('../features/orders/returns-page'),
          (m) => m.ReturnsPage,
        ),
      },
      {
        path: 'support',
        lazy: page(
          () => import('../features/support/support-page'),
          (m) => m.SupportPage,
        ),
      },
      {
        path: 'faq',
        lazy: page(
          () => import('../features/support/faq-page'),
          (m) => m.FaqPage,
        ),
      },
      {
        path: 'terms',
        lazy: page(
          () => import('../features/support/terms-page'),
          (m) => m.TermsPage,
        ),
      },
      {
        path: 'privacy',
        lazy: page(
          () => import('../features/support/privacy-page'),
          (m) => m.PrivacyPage,
        ),
      },
      {
        path: 'shipping',
        lazy: page(
          () => import('../features/support/shipping-page'),
          (m) => m.ShippingPage,
        ),
      },
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
