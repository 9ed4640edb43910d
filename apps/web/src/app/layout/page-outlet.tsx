import { ScrollRestoration, useOutlet } from 'react-router';
import { HydrateLater } from '../../runtime/hydrate-later';

/**
 * The current page, then React Router's scroll restoration, drawn by one component (decision
 * 041). Preact re-renders each component that reads a changed context on its own, shallowest
 * first, each with its own commit: a ScrollRestoration beside the layout restored the position
 * before the page it belongs to was drawn, so Back to a long /shop landed near the top. Here the
 * page and the restoration render in one pass, the page first.
 *
 * A server-rendered page hydrates in a task after the app's frame (decision 050), its own parts
 * after it; `contents`: the wrapper adds no box.
 */
export function PageOutlet() {
  const page = useOutlet();
  return (
    <>
      <HydrateLater className="contents">{page}</HydrateLater>
      <ScrollRestoration />
    </>
  );
}
