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
  /** The gate's rendering: its vnode holds the server's node the part keeps meanwhile. */
  gate: Rendering | undefined;
  /** Came near the screen: due now, whatever its place. */
  seen: boolean;
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
 * Parts away from the screen wait until they come near it (decision 052), by their kept node:
 * a phone shows a few cards of a page, and drawing the rest at the start was most of its main
 * thread's work. A visitor's input still opens them with the rest.
 */
const awayFromScreen = new Map<Element, Waiting>();
/** Parts set aside whose first report from the observer has not come yet: not known to wait. */
const unreported = new Set<Element>();
let watcher: IntersectionObserver | undefined;
/** "Near": within half a screen's height above or below it. */
const NEAR = '50% 0px';

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

/**
 * Resolves once every part that waited is live (at once when none waits), but for the parts
 * away from the screen (they wait for it, or for an input, which opens them before it lands).
 */
export function whenHydrated(): Promise<void> {
  // A step still due (after a visitor's input opened every part) ends the start: wait for it.
  if (queue.length === 0 && !scheduled && unreported.size === 0) return Promise.resolve();
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
 * useId count (`_mask`), its mode flags (`_flags`) and its DOM node (`_dom`: while a part waits,
 * the server's node Preact keeps for it).
 */
interface Rendering {
  __v?: { __m?: [string, number]; __u?: number; __e?: Node | null };
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
    gate,
    seen: false,
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
  if (queue.length === 0 && awayFromScreen.size === 0) listen(true);
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

/**
 * One part a task: Preact renders an opened part in this task's microtasks. A part away from
 * the screen is set aside for when it comes near, and the next is taken in the same task.
 */
function step() {
  scheduled = false;
  nestedAt = 0;
  let next = queue.shift();
  while (next && !urgent && !next.seen && setAside(next)) next = queue.shift();
  if (!next) {
    nestedAt = null;
    // The parts just set aside are known to wait only once the observer has reported them: it
    // does with the next frame, but never for a part gone meanwhile (its page drew something
    // else), so look again after two frames.
    forgetGone();
    if (unreported.size > 0) {
      requestAnimationFrame(() => requestAnimationFrame(schedule));
      return;
    }
    if (awayFromScreen.size === 0) {
      urgent = false;
      listen(false);
    }
    for (const done of drained) done();
    drained = [];
    return;
  }
  next.open();
  schedule();
}

/**
 * Whether the part waits for the screen: watched until the observer says it is near (its first
 * report comes with the next frame). A part with no box of its own (`display: contents`, as a
 * page's whole content) never waits: its own parts are looked at instead. A hidden part
 * (`display: none`, as the desktop menu on a phone) waits until it shows; a card scrolled out of
 * sight in a row waits until the row brings it near. Where nothing can tell (no
 * IntersectionObserver, a page with no layout as a test's DOM, no kept node) every part is due.
 */
function setAside(waiting: Waiting): boolean {
  if (typeof IntersectionObserver === 'undefined') return false;
  if (document.documentElement.getBoundingClientRect().height === 0) return false;
  const node = waiting.gate?.__v?.__e;
  if (!(node instanceof Element) || getComputedStyle(node).display === 'contents') return false;
  watcher ??= new IntersectionObserver(reported, { rootMargin: NEAR });
  awayFromScreen.set(node, waiting);
  unreported.add(node);
  watcher.observe(node);
  return true;
}

/** Parts no longer on the page (unmounted while they waited) are not waited for. */
function forgetGone() {
  for (const node of awayFromScreen.keys()) {
    if (node.isConnected) continue;
    watcher?.unobserve(node);
    awayFromScreen.delete(node);
    unreported.delete(node);
  }
}

/** Parts that are near the screen are due next, ahead of the rest; the others wait on. */
function reported(entries: IntersectionObserverEntry[]) {
  for (const entry of entries) {
    unreported.delete(entry.target);
    const waiting = entry.isIntersecting ? awayFromScreen.get(entry.target) : undefined;
    if (!waiting) continue;
    awayFromScreen.delete(entry.target);
    watcher?.unobserve(entry.target);
    waiting.seen = true;
    queue.unshift(waiting);
  }
  // Also when none is due: the start may be over (whenHydrated) once every part was reported.
  schedule();
}

/** Before a pointer, key or focus reaches a part that is not live yet: all of them, now. */
function openAll() {
  urgent = true;
  for (const waiting of queue.splice(0)) waiting.open();
  for (const [node, waiting] of awayFromScreen) {
    watcher?.unobserve(node);
    waiting.open();
  }
  awayFromScreen.clear();
  unreported.clear();
  schedule();
}

const INPUTS = ['pointerdown', 'keydown', 'focusin'] as const;

function listen(on: boolean) {
  for (const type of INPUTS) {
    if (on) document.addEventListener(type, openAll, { capture: true });
    else document.removeEventListener(type, openAll, { capture: true });
  }
}
