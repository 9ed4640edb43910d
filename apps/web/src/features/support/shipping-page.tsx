import { PageStub } from '../../components/page-stub';

// Stub: the support feature replaces this page.
export function ShippingPage() {
  return <PageStub title="Shipping Policy" />;
}
