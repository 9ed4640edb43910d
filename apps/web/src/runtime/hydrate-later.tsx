// Issue 17 (TBT ≤ 100 ms): a server-rendered page hydrates in parts (decision 045). Preact
// hydrates a tree in one task (decision 041); on a phone's slow CPU the whole page was a task of
// 160–270 ms, during which a tap did nothing. A part in <HydrateLater> keeps the server's markup
// and is brought to life in a task of its own after the rest, one part a task.
import {
  createContext,
  createElement,
  type ReactNode,
  Suspense,
  useContext,
  useId,
  useLayoutEffect,
  useState,
} from 'react';
import { isHydrating } from './react';

/** A part waiting: its gate suspends until `open`. */
interface Waiting {
  opened: boolean;
  promise: Promise<void>;
  open: () => void;
}

/** In document order: the order hydration met them, a part's own parts right after it. */
const queue: Waiting[] = [];
let scheduled = false;
let drained: (() => void)[] = [];
/** Where a part that waits is queued while the part just opened renders: before the rest. */
let nestedAt: number | null = null;
/** Once a visitor acted (openAll): no part waits any more, an opening part's own parts neither. */
let urgent = false;

/**
 * Whether a part's children are being drawn onto the server's markup: from the part's start
 * while it waits, until its first render after opening has been committed. A part inside it
 * then waits too (decision 050): without this, a part inside a part came to life with it.
 */
const OntoServerMarkup = createContext<{ current: boolean } | null>(null);

/**
 * The next task, after the browser has painted and handled input: `scheduler.postTask` where
 * there is one (Chromium), a timer elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { postTask?: (task: () => void) => unknown } })
    .scheduler;
  return new Promise((resolve) => {
    if (scheduler?.postTask) scheduler.postTask(resolve);
    else setTimeout(resolve, 0);
  });
}

/** Resolves once every part that waited is live (at once when none waits). */
export function whenHydrated(): Promise<void> {
  // A step still due (after a visitor's input opened every part) ends the start: wait for it.
  if (queue.length === 0 && !scheduled) return Promise.resolve();
  return new Promise((resolve) => drained.push(resolve));
}

/**
 * `children` in an `as` element (a div unless said), drawn at once on the server and when the
 * browser renders the page itself. While the page hydrates, the part waits and is rendered in a
 * later task of its own onto the server's markup (below). Until then it shows but does not
 * respond: a pointer down, a key or a focus anywhere brings every waiting part to life first,
 * before the click or key reaches it.
 *
 * The element is this component's, never the children's: Preact keeps the server's DOM of a
 * component that suspends while hydrating, exactly one node (a part that rendered nothing would
 * take its next sibling's). A part inside a part waits on its own, opened in a task after the
 * outer one (decision 050), so a big part (a page's whole content) can hold smaller ones.
 */
export function HydrateLater({
  as = 'div',
  className,
  children,
}: {
  as?: 'div' | 'li';
  className?: string;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={null}>
      <Gate as={as} className={className}>
        {children}
      </Gate>
    </Suspense>
  );
}

interface GateProps {
  as: 'div' | 'li';
  className?: string;
  children: ReactNode;
}

/**
 * What Preact and preact-render-to-string call a function component with as `this`. Mangled
 * names of Preact 10's internals (checked on 10.29): the component's vnode (`_vnode`), the vnode's
 * useId count (`_mask`) and its mode flags (`_flags`).
 */
interface Rendering {
  __v?: { __m?: [string, number]; __u?: number };
}

/** Preact's MODE_HYDRATE flag of a vnode (src/constants.js). */
const MODE_HYDRATE = 1 << 5;

function Gate(this: Rendering | undefined, props: GateProps) {
  // biome-ignore lint/correctness/useHookAtTopLevel: a component; the `this` parameter hides it from the rule
  return useGate(this, props);
}

/** Gate's body, with `this` (the rendering) as an argument. */
function useGate(rendering: Rendering | undefined, props: GateProps) {
  // useId counts in the order components render, from the nearest vnode with a count. Parts
  // render out of the server's order, so each counts its own ids, under its gate's own id: the
  // same ids on the server and in the browser, none given twice.
  const id = useId();
  const [ids] = useState((): [string, number] => [id, 0]);
  if (rendering?.__v) rendering.__v.__m = ids;
  const outer = useContext(OntoServerMarkup);
  const [waiting] = useState(() =>
    !urgent && (isHydrating() || outer?.current) ? wait(rendering) : undefined,
  );
  const [onto] = useState(() => ({ current: waiting !== undefined }));
  // The first render after opening is on screen: a part that mounts in here from now on is the
  // browser's own drawing, which never waits.
  useLayoutEffect(() => {
    onto.current = false;
  }, [onto]);
  if (waiting && !waiting.opened) {
    // Inside an opening part Preact is not hydrating but drawing onto kept markup: marked as
    // hydrating, the suspended part keeps its node there too and its Suspense shows no fallback
    // (preact/compat's Suspense swaps in the fallback for a part that suspends otherwise).
    const vnode = rendering?.__v;
    if (vnode?.__u !== undefined) vnode.__u |= MODE_HYDRATE;
    throw waiting.promise;
  }
  return createElement(
    OntoServerMarkup.Provider,
    { value: onto },
    createElement(props.as, { className: props.className }, props.children),
  );
}

function wait(gate: Rendering | undefined): Waiting {
  let resolve = () => {};
  const waiting: Waiting = {
    opened: false,
    promise: new Promise<void>((r) => {
      resolve = r;
    }),
    open: () => {
      waiting.opened = true;
      // Preact would resume *hydrating* the kept DOM, which attaches events and leaves every
      // attribute as the server wrote it. By now the part may draw something else (the shopper's
      // session, cart or stored address arrived meanwhile): without the flag Preact renders it
      // onto the kept DOM as onto a page's existing markup, reusing the nodes and setting what
      // differs.
      const vnode = gate?.__v;
      if (vnode?.__u !== undefined) vnode.__u &= ~MODE_HYDRATE;
      resolve();
    },
  };
  if (queue.length === 0) listen(true);
  if (nestedAt === null) queue.push(waiting);
  else queue.splice(nestedAt++, 0, waiting);
  schedule();
  return waiting;
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  void nextTask().then(step);
}

/** One part a task: Preact renders an opened part in this task's microtasks. */
function step() {
  scheduled = false;
  nestedAt = 0;
  const next = queue.shift();
  if (!next) {
    nestedAt = null;
    urgent = false;
    listen(false);
    for (const done of drained) done();
    drained = [];
    return;
  }
  next.open();
  schedule();
}

/** Before a pointer, key or focus reaches a part that is not live yet: all of them, now. */
function openAll() {
  urgent = true;
  for (const waiting of queue.splice(0)) waiting.open();
  schedule();
}

const INPUTS = ['pointerdown', 'keydown', 'focusin'] as const;

function listen(on: boolean) {
  for (const type of INPUTS) {
    if (on) document.addEventListener(type, openAll, { capture: true });
    else document.removeEventListener(type, openAll, { capture: true });
  }
}
