// zod, as every schema in core uses it. In the browser the Content Security Policy has no
// 'unsafe-eval' (apps/server/src/plugins/security.ts): zod compiles its fast object parsers with
// `new Function`, and its check whether it may do so is reported by Chrome as a CSP violation
// (Lighthouse Best Practices). The browser parses without them; the server keeps them.
import { z } from 'zod';

if ('document' in globalThis) z.config({ jitless: true });

export { z };
