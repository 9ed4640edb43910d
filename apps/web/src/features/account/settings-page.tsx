import { PageStub } from '../../components/page-stub';

// Stub: the account feature replaces this page.
export function SettingsPage() {
  return <PageStub title="Settings" />;
}
