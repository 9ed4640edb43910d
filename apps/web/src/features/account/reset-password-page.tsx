import { PageStub } from '../../components/page-stub';

// Stub: the account feature replaces this page.
export function ResetPasswordPage() {
  return <PageStub title="Reset your password" />;
}
