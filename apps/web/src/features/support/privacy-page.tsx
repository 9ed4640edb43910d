import { PageStub } from '../../components/page-stub';

// Stub: the support feature replaces this page.
export function PrivacyPage() {
  return <PageStub title="Privacy Policy" />;
}
