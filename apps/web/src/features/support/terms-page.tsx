import { PageStub } from '../../components/page-stub';

// Stub: the support feature replaces this page.
export function TermsPage() {
  return <PageStub title="Terms of Use" />;
}
