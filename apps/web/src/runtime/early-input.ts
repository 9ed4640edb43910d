// A server-rendered page shows its buttons and forms before its app has run (decisions 035,
// 047: the app is fetched after the largest paint). React replays a click or key that reaches a
// part it has not hydrated yet, but only once `hydrateRoot` has attached its listeners; what a
// visitor does before that (SPEC's storefront: the menu, the search, Add to Cart) is kept here
// and handed to the app once it is live (decision 059).

/** Clicks on buttons and form submissions before the app listens, oldest first. */
type Early = { kind: 'click'; target: HTMLElement } | { kind: 'submit'; form: HTMLFormElement };

let held: Early[] = [];
let capturing = false;

function onClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest<HTMLElement>('button, [role="button"]');
  // Links work before the app does (the browser follows them); a submit button's form is
  // caught at its submit.
  if (!button || button.closest('a[href]')) return;
  if (button instanceof HTMLButtonElement && button.type === 'submit' && button.form) return;
  if (button instanceof HTMLButtonElement && button.disabled) return;
  event.preventDefault();
  held.push({ kind: 'click', target: button });
}

function onSubmit(event: SubmitEvent) {
  const form = event.target instanceof HTMLFormElement ? event.target : null;
  // A form with an address of its own works without the app: the browser sends it.
  if (!form || form.hasAttribute('action')) return;
  event.preventDefault();
  // One submission of a form is enough: the last text typed is sent once the app runs.
  held = held.filter((early) => early.kind !== 'submit' || early.form !== form);
  held.push({ kind: 'submit', form });
}

/** From the page's first script (boot.ts) until the app listens itself. */
export function holdEarlyInput(doc: Document = document): void {
  if (capturing) return;
  capturing = true;
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
}

/**
 * Stops holding input (React listens from `hydrateRoot` on) and returns a function that hands
 * what was held to the app: each button clicked again and each form submitted again, in the
 * order the visitor acted, those still on the page.
 */
export function releaseEarlyInput(doc: Document = document): () => void {
  capturing = false;
  doc.removeEventListener('click', onClick, true);
  doc.removeEventListener('submit', onSubmit, true);
  const pending = held;
  held = [];
  return () => {
    for (const early of pending) {
      if (early.kind === 'click') {
        if (early.target.isConnected) early.target.click();
      } else if (early.form.isConnected) {
        early.form.requestSubmit();
      }
    }
  };
}
