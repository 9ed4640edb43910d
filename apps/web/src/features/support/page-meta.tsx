/**
 * The document title and meta description of a page. React 19 hoists <title> and <meta> into
 * <head> wherever they render, and removes them when the page unmounts.
 */
export function PageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{`${title} · Harit`}</title>
      <meta name="description" content={description} />
    </>
  );
}
