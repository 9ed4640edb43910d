import { PageStub } from '../../components/page-stub';

// Stub: the account feature replaces this page.
export function LoginPage() {
  return <PageStub title="Sign In" />;
}
