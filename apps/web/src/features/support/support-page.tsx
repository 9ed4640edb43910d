import { PageStub } from '../../components/page-stub';

// Stub: the support feature replaces this page.
export function SupportPage() {
  return <PageStub title="Customer Care" />;
}
