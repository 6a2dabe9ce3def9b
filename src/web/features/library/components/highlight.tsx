/** Lower case without accents, for matching what was typed. */
const fold = (s: string) => s.normalize("NFKD").replace(/\p{M}/gu, "").toLocaleLowerCase();

/** The text with the words that start like a searched word marked (accents and case ignored, like the search). */
export function Highlight({ text, query }: { text: string; query: string }) {
  const terms = fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (!terms.length) return <>{text}</>;
  const parts = text.split(/([\p{L}\p{M}\p{N}]+)/u);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 && terms.some((t) => fold(part).startsWith(t)) ? (
          <mark key={i} className="rounded-sm bg-brand/20 px-0.5 text-inherit">
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </>
  );
}
