// What `import … from 'react-dom/client'` gives the app and its libraries (decision 041):
// preact/compat's roots; hydrateRoot marks the (synchronous) hydration for useSyncExternalStore.
import { createRoot, hydrateRoot as preactHydrateRoot } from 'preact/compat/client';
import { whileHydrating } from './react';

export { createRoot };

export const hydrateRoot: typeof preactHydrateRoot = (container, children) =>
  whileHydrating(() => preactHydrateRoot(container, children));

export default { createRoot, hydrateRoot };
