import { PageStub } from '../../components/page-stub';

// Stub: the wishlist feature replaces this page.
export function WishPage() {
  return <PageStub title="Your Wishlist" />;
}
