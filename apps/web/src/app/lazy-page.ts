import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A page in its own chunk, loaded when its route is first visited. */
export function page<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) });
}
