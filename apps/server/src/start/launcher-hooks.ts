// What the launcher (launcher.ts, the built dist/main.js) and the server's bundle it runs through
// vm give each other (decision 051). Globals rather than imports: the two are bundled apart.
// Without the launcher (tsx, tests) there are none and everything works as in any module.
const LISTENING = Symbol.for('harit.launcher.listening');
const IMPORT = Symbol.for('harit.launcher.import');

type Hooks = {
  [LISTENING]?: () => void;
  [IMPORT]?: (specifier: string) => Promise<unknown>;
};
const hooks = globalThis as typeof globalThis & Hooks;

/** Set by the launcher before it runs the server's bundle. */
export function provideLauncherHooks(given: {
  onListening: () => void;
  importModule: (specifier: string) => Promise<unknown>;
}): void {
  hooks[LISTENING] = given.onListening;
  hooks[IMPORT] = given.importModule;
}

/** Called by main.ts once the server listens: the launcher then keeps V8's compiled code. */
export function announceListening(): void {
  hooks[LISTENING]?.();
}

/**
 * `import(specifier)` for a module outside the bundle (a package imported on first use, the page
 * renderer). Inside the bundle it is the launcher's own import(): Node 20 loses a vm script's
 * import() once the script's code comes from V8's code cache (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING).
 * Bare names resolve from dist/ either way, as the launcher sits beside the bundle.
 */
export function importModule<T>(specifier: string): Promise<T> {
  const launcherImport = hooks[IMPORT];
  return (launcherImport ? launcherImport(specifier) : import(specifier)) as Promise<T>;
}
