/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the API; defaults to the same origin's /api (DESIGN.md §4). */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** A language's compiled message catalogue (message-catalogs.ts, decision 042). */
declare module 'virtual:messages/*' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}
