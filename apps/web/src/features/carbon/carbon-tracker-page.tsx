import { PageStub } from '../../components/page-stub';

// Stub: the carbon feature replaces this page.
export function CarbonTrackerPage() {
  return <PageStub title="Carbon Footprint Tracker" />;
}
