// The merchant console's routes, keyed by their paths in @harit/core/pages: a console
// page missing here or there fails to compile. Only these import thunks are in the shop's
// router; the layout and every page are separate chunks, loaded when /admin is visited.
import type { AdminPagePath } from '@harit/core/pages';
import type { RouteObject } from 'react-router';
import { LayoutFallback } from '../layout/root-layout';
import { page } from '../lazy-page';
import { RouteError } from '../route-error';

const consolePages: Record<Exclude<AdminPagePath, 'admin'>, RouteObject['lazy']> = {
  'admin/products': page(
    () => import('../../features/catalog/admin/products-page'),
    (m) => m.AdminProductsPage,
  ),
  'admin/products/new': page(
    () => import('../../features/catalog/admin/product-page'),
    (m) => m.NewProductPage,
  ),
  'admin/products/import': page(
    () => import('../../features/catalog/admin/import-page'),
    (m) => m.ProductImportPage,
  ),
  'admin/products/:id': page(
    () => import('../../features/catalog/admin/product-page'),
    (m) => m.EditProductPage,
  ),
  'admin/categories': page(
    () => import('../../features/catalog/admin/categories-page'),
    (m) => m.CategoriesPage,
  ),
  'admin/customers': page(
    () => import('../../features/customers/admin/customers-page'),
    (m) => m.CustomersPage,
  ),
  'admin/customers/:id': page(
    () => import('../routes/admin-customer'),
    (m) => m.AdminCustomerRoute,
  ),
  'admin/orders': page(
    () => import('../../features/orders/admin/admin-orders-page'),
    (m) => m.AdminOrdersPage,
  ),
  'admin/orders/:orderNumber': page(
    () => import('../routes/admin-order'),
    (m) => m.AdminOrderRoute,
  ),
  'admin/returns': page(
    () => import('../../features/returns/admin/returns-page'),
    (m) => m.AdminReturnsPage,
  ),
  'admin/returns/:id': page(
    () => import('../../features/returns/admin/return-page'),
    (m) => m.AdminReturnPage,
  ),
  'admin/support': page(
    () => import('../../features/support/admin/support-inbox-page'),
    (m) => m.SupportInboxPage,
  ),
  'admin/support/:reference': page(
    () => import('../../features/support/admin/support-ticket-page'),
    (m) => m.SupportTicketPage,
  ),
  'admin/staff': page(
    () => import('../../features/staff/admin/staff-page'),
    (m) => m.StaffPage,
  ),
  'admin/coupons': page(
    () => import('../../features/coupons/admin/coupons-page'),
    (m) => m.CouponsPage,
  ),
  'admin/reports': page(
    () => import('../../features/reports/admin/reports-page'),
    (m) => m.ReportsPage,
  ),
  'admin/gst-returns': page(
    () => import('../../features/invoices/admin/gst-returns-page'),
    (m) => m.GstReturnsPage,
  ),
  'admin/seller-settings': page(
    () => import('../../features/seller/admin/seller-settings-page'),
    (m) => m.SellerSettingsPage,
  ),
  'admin/audit': page(
    () => import('../../features/audit/admin/audit-page'),
    (m) => m.AuditPage,
  ),
};

export const consoleRoute: RouteObject = {
  path: '/admin',
  lazy: page(
    () => import('./console-layout'),
    (m) => m.ConsoleLayout,
  ),
  HydrateFallback: LayoutFallback,
  ErrorBoundary: RouteError,
  children: [
    // 'admin': the dashboard.
    {
      index: true,
      lazy: page(
        () => import('../../features/dashboard/admin/dashboard-page'),
        (m) => m.DashboardPage,
      ),
    },
    ...Object.entries(consolePages).map(([path, lazy]) => ({
      path: path.slice('admin/'.length),
      lazy,
    })),
    {
      path: '*',
      lazy: page(
        () => import('../not-found-page'),
        (m) => m.NotFoundPage,
      ),
    },
  ],
};
