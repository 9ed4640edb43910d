import { PageStub } from '../../components/page-stub';

// Stub: the account feature replaces this page.
export function ProfilePage() {
  return <PageStub title="My Profile" />;
}
