// A message with elements inside it (a link or a bold figure in a sentence): t()
// returns a string, so each element's placeholder gets a mark, and the translated text is cut at
// the marks (private-use characters no message holds) and the elements put back, wherever the language's word order places them.
import { Fragment, type ReactNode } from 'react';

const MARK = /\uE000(\d+)\uE001/;

/**
 *   const rich = withElements({ amount: <strong>{kg}</strong> });
 *   rich.render(t('Saves {amount} compared with a conventional alternative.', rich.values))
 */
export function withElements(elements: Record<string, ReactNode>) {
  const names = Object.keys(elements);
  const values = Object.fromEntries(names.map((name, index) => [name, `\uE000${index}\uE001`]));
  const render = (text: string): ReactNode =>
    text.split(MARK).map((part, index) =>
      index % 2 === 0 ? (
        part
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message, in order
        <Fragment key={index}>{elements[names[Number(part)] ?? '']}</Fragment>
      ),
    );
  return { values, render };
}
