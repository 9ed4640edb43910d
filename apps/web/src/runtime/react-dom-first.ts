// React DOM's module body, imported by boot.ts beside the app (decision 086): the two are fetched
// together, but each import's modules are evaluated in a task of their own, React DOM's — the
// start's largest — first. A module of the `react` chunk (chunk-groups.ts), so boot.ts, which
// runs before any other chunk is fetched, needs no helper of the bundler's to import it.
import 'react-dom/client';
