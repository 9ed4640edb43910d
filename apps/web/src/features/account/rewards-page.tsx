import { PageStub } from '../../components/page-stub';

// Stub: the account feature replaces this page.
export function RewardsPage() {
  return <PageStub title="Rewards" />;
}
