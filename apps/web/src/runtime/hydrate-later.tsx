// Issue 17 (TBT ≤ 100 ms): a server-rendered page hydrates in parts (decision 045). Preact
// hydrates a tree in one task (decision 041); on a phone's slow CPU the whole page is a task of
// 150–300 ms, during which a tap does nothing. A part in <HydrateLater> keeps the server's markup
// and hydrates in a task of its own after the rest, one part a task, so no task is long.
import { options } from 'preact';
import { createElement, type ReactNode, Suspense, useId, useState } from 'react';
import { isHydrating, setHydrating } from './react';

/** A part waiting to hydrate: its gate suspends until `open`. */
interface Waiting {
  opened: boolean;
  /** Its hydration has begun (the render after `open`). */
  resumed: boolean;
  promise: Promise<void>;
  open: () => void;
}

/** In document order: the order hydration met them. */
const queue: Waiting[] = [];
let scheduled = false;
let drained: (() => void)[] = [];

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

/** Resolves once every part that waited has hydrated (at once when none waits). */
export function whenHydrated(): Promise<void> {
  if (queue.length === 0) return Promise.resolve();
  return new Promise((resolve) => drained.push(resolve));
}

/**
 * `children` in an `as` element (a div unless said), drawn at once when the browser renders it
 * and on the server; when hydrating, hydrated in a later task of its own. Preact keeps the
 * server's DOM of a component that suspends while hydrating — exactly one node, which is why
 * the element is this component's, never the children's (a part that rendered nothing would
 * take its next sibling's node). Until then the part shows but does not respond: a pointer
 * down, a key or a focus anywhere hydrates every waiting part first, before the click or key
 * reaches it.
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

/** What Preact (and preact-render-to-string) call a function component with as `this`. */
interface Rendering {
  /** Its vnode; `__m` is where useId counts (Preact's mangled `_vnode` and `_mask`). */
  __v?: { __m?: [string, number] };
}

function Gate(this: Rendering | undefined, props: GateProps) {
  // useId counts in the order components render from the nearest vnode with a count. Parts
  // hydrate out of the server's order, so each part counts its own ids, under a name from the
  // Gate's own id: the same ids on the server and in the browser, none given twice.
  const id = useId();
  const [ids] = useState((): [string, number] => [id, 0]);
  if (this?.__v) this.__v.__m = ids;
  const [waiting] = useState(() => (isHydrating() ? wait() : undefined));
  if (waiting && !waiting.opened) throw waiting.promise;
  if (waiting && !waiting.resumed) {
    // Preact resumes hydrating the server's DOM here: `useSyncExternalStore` below answers with
    // the server's snapshot, as in the first hydration (runtime/react.ts), until this part ends.
    waiting.resumed = true;
    resuming.push({ props, before: isHydrating() });
    setHydrating(true);
  }
  return createElement(props.as, { className: props.className }, props.children);
}

/** Parts hydrating now, innermost last, by their props (the same object from render to diffed). */
const resuming: { props: unknown; before: boolean }[] = [];
const diffed = options.diffed;
options.diffed = (vnode) => {
  const top = resuming.at(-1);
  if (vnode.type === Gate && top?.props === vnode.props) {
    resuming.pop();
    setHydrating(top.before);
  }
  diffed?.(vnode);
};

function wait(): Waiting {
  let resolve = () => {};
  const waiting: Waiting = {
    opened: false,
    resumed: false,
    promise: new Promise<void>((r) => {
      resolve = r;
    }),
    open: () => {
      waiting.opened = true;
      resolve();
    },
  };
  if (queue.length === 0) listen(true);
  queue.push(waiting);
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
  const next = queue.shift();
  if (!next) {
    listen(false);
    for (const done of drained) done();
    drained = [];
    return;
  }
  next.open();
  schedule();
}

/** Before a pointer, key or focus reaches a part that has not hydrated: all of them, now. */
function openAll() {
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
