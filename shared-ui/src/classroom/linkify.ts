import { isWebLink } from '@pathshala/shared-api/contract';

/** A piece of a message: text as it is, or a web address to link. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// An address starts with http:// or https:// and runs to the next space (or a character never part of one).
const CANDIDATE = /https?:\/\/[^\s<>"'`]+/gi;
// What usually ends the sentence around an address, not the address itself.
const TRAILING = /[.,;:!?'"»”’]+$/;

/** Drops a closing bracket the address did not open: '(see https://x.org/a)' links 'https://x.org/a'. */
function trimEnd(candidate: string): string {
  let text = candidate.replace(TRAILING, '');
  for (const [open, close] of [
    ['(', ')'],
    ['[', ']'],
    ['{', '}'],
  ] as const) {
    while (text.endsWith(close) && text.split(close).length > text.split(open).length)
      text = text.slice(0, -1).replace(TRAILING, '');
  }
  return text;
}

/**
 * `text` cut into plain text and web addresses (http and https only, as the contract's isWebLink reads them), in
 * order. Nothing is interpreted as markup: each part is shown as text, an address as a link's text.
 */
export function splitLinks(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let rest = 0;
  const push = (piece: string) => {
    if (!piece) return;
    const last = parts[parts.length - 1];
    if (last?.kind === 'text') last.text += piece;
    else parts.push({ kind: 'text', text: piece });
  };
  for (const match of text.matchAll(CANDIDATE)) {
    const start = match.index ?? 0;
    const address = trimEnd(match[0]);
    push(text.slice(rest, start));
    if (isWebLink(address)) parts.push({ kind: 'link', text: address, href: address });
    else push(address);
    rest = start + address.length;
  }
  push(text.slice(rest));
  return parts;
}
