import { PageStub } from '../../components/page-stub';

// Stub: the orders feature replaces this page.
export function ReturnsPage() {
  return <PageStub title="Returns & Cancellations" />;
}
