import { Link } from 'react-router';
import { type FaqBlock, inlineParts } from '../faq-data';

const linkClass = 'font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950';

/**
 * One line of text with its `[label](/path)` links as router links (`mailto:` ones as plain
 * links) and its `**words**` in bold.
 */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {inlineParts(text).map((part, i) => {
        // biome-ignore-start lint/suspicious/noArrayIndexKey: parts of a fixed string never reorder
        if (part.strong) return <strong key={i}>{part.text}</strong>;
        if (part.href?.startsWith('mailto:')) {
          return (
            <a key={i} href={part.href} className={linkClass}>
              {part.text}
            </a>
          );
        }
        if (part.href) {
          return (
            <Link key={i} to={part.href} className={linkClass}>
              {part.text}
            </Link>
          );
        }
        // biome-ignore-end lint/suspicious/noArrayIndexKey: parts of a fixed string never reorder
        return part.text;
      })}
    </>
  );
}

/** Paragraphs and bullet lists of an answer. */
export function Blocks({ blocks }: { blocks: readonly FaqBlock[] }) {
  return (
    <>
      {blocks.map((block, i) =>
        typeof block === 'string' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks of fixed content never reorder
          <p key={i}>
            <InlineText text={block} />
          </p>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks of fixed content never reorder
          <ul key={i} className="list-disc pl-5">
            {block.list.map((item) => (
              <li key={item} className="mt-1">
                <InlineText text={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}

/** A paragraph of one message, its links and emphasis kept (the policy pages' bodies). */
export function RichParagraph({ text }: { text: string }) {
  return (
    <p>
      <InlineText text={text} />
    </p>
  );
}

/** A list item of one message, its links and emphasis kept. */
export function RichItem({ text }: { text: string }) {
  return (
    <li>
      <InlineText text={text} />
    </li>
  );
}
