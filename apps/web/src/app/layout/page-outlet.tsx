import { ScrollRestoration, useOutlet } from 'react-router';
import { HydrateLater } from '../../runtime/hydrate-later';

/**
 * The current page and React Router's scroll restoration. A server-rendered page hydrates after
 * the app's frame, its own parts after it (decisions 050, 059); `contents`: the wrapper adds no
 * box.
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
