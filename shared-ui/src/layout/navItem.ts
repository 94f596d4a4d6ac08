/** A link of a top bar: where it goes and what it says. */
export interface NavItem {
  /** The link's text, in the active language when read (see navItem). */
  label: string;
  to: string;
}

/**
 * A link whose label is its catalogue's text for `labelKey`, read each time it is shown (never at module
 * load), so a table of links made once follows every switch of language. The header showing it must use the
 * same catalogue's `useText`, which loads the catalogue and re-renders on a switch.
 */
export function navItem<Key extends string>(text: (key: Key) => string, labelKey: Key, to: string): NavItem {
  return {
    to,
    get label() {
      return text(labelKey);
    },
  };
}
