import { PageStub } from '../../components/page-stub';

// Stub: the account feature replaces this page.
export function SignupPage() {
  return <PageStub title="Create Account" />;
}
