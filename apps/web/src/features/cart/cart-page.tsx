import { PageStub } from '../../components/page-stub';

// Stub: the cart feature replaces this page.
export function CartPage() {
  return <PageStub title="Your Shopping Cart" />;
}
