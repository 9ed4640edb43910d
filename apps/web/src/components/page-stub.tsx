/** A stand-in page for a route another feature builds: its title and heading, nothing more. */
export function PageStub({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <title>{`${title} · Harit`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{title}</h1>
      <p className="mt-4 text-stone-600">This page is on its way.</p>
    </div>
  );
}
