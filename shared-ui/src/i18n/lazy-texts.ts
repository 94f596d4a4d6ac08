/**
 * A table of texts for code outside React (a toast's words, an exported list of links): each property is read
 * from its catalogue in the active language each time it is read, never at module load. In English it holds
 * exactly the words it always held.
 */
export function lazyTexts<Name extends string, Key extends string>(
  text: (key: Key) => string,
  keys: Record<Name, Key>,
): Readonly<Record<Name, string>> {
  const texts = {} as Record<Name, string>;
  for (const [name, key] of Object.entries(keys) as [Name, Key][])
    Object.defineProperty(texts, name, { enumerable: true, get: () => text(key) });
  return texts;
}
