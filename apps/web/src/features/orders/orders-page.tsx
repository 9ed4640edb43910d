import { PageStub } from '../../components/page-stub';

// Stub: the orders feature replaces this page.
export function OrdersPage() {
  return <PageStub title="Orders & Payments" />;
}
