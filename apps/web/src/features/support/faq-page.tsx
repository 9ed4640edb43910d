import { PageStub } from '../../components/page-stub';

// Stub: the support feature replaces this page.
export function FaqPage() {
  return <PageStub title="Frequently Asked Questions" />;
}
