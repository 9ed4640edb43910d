// A server-rendered page shows its buttons and forms before its app has run (decisions 035,
// 047: the app is fetched after the largest paint). React replays a click or key that reaches a
// part it has not hydrated yet, but only once `hydrateRoot` has attached its listeners; what a
// visitor does before that (SPEC's storefront: the menu, the search, Add to Cart) is kept here
// and handed to the app once it is live (decision 059).

/** Clicks on buttons and form submissions before the app listens, oldest first. */
type Early = { kind: 'click'; target: HTMLElement } | { kind: 'submit'; form: HTMLFormElement };

let held: Early[] = [];
let capturing = false;
/** Text fields typed in before the app listened. */
const typed = new Set<HTMLInputElement | HTMLTextAreaElement>();

function onInput(event: Event) {
  const field = event.target;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typed.add(field);
}

/**
 * A field's text typed before hydration stays on screen, but the component that draws the field
 * still holds the value the server drew (React keeps the typed text and starts from it as the
 * field's last known value, so no change is reported): the field is given its drawn value back
 * and then the typed text, as typing does, so its onChange sees the text and Enter sends it.
 */
function handOver(field: HTMLInputElement | HTMLTextAreaElement) {
  const text = field.value;
  if (!field.isConnected || text === field.defaultValue) return;
  field.value = field.defaultValue;
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (setValue) setValue.call(field, text);
  else field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

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
  // A form with an address of its own works without the app: the browser sends it — unless its
  // address is only the fallback for a page without JavaScript and the app answers it otherwise
  // (Add to Cart: sign-in for a visitor, the cart for a signed-in shopper), marked so.
  if (!form || (form.hasAttribute('action') && !form.hasAttribute('data-held-before-app'))) return;
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
  doc.addEventListener('input', onInput, true);
}

/**
 * Stops holding input (React listens from `hydrateRoot` on) and returns a function that hands
 * what was held to the app: the text typed, then each button clicked again and each form
 * submitted again, in the order the visitor acted, those still on the page.
 */
export function releaseEarlyInput(doc: Document = document): () => void {
  capturing = false;
  doc.removeEventListener('click', onClick, true);
  doc.removeEventListener('submit', onSubmit, true);
  doc.removeEventListener('input', onInput, true);
  const pending = held;
  const fields = [...typed];
  held = [];
  typed.clear();
  return () => {
    for (const field of fields) handOver(field);
    for (const early of pending) {
      if (early.kind === 'click') {
        if (early.target.isConnected) early.target.click();
      } else if (early.form.isConnected) {
        early.form.requestSubmit();
      }
    }
  };
}
