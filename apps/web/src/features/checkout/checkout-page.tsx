import { PageStub } from '../../components/page-stub';

// Stub: the checkout feature replaces this page.
export function CheckoutPage() {
  return <PageStub title="Checkout" />;
}
