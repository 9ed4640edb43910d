// Stands in for a console page until its feature lands (issue 15).
import { Construction } from 'lucide-react';
import { EmptyState } from '../../components/empty-state';
import { ConsolePage } from './console-page';

export function ConsolePlaceholder() {
  return (
    <ConsolePage title="Coming soon">
      <EmptyState icon={Construction} title="This part of the console is being built" />
    </ConsolePage>
  );
}
