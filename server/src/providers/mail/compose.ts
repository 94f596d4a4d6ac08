import type { Text } from '../../i18n/catalog';
import type { Mail } from './types';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attribute values. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/**
 * One line of a mail. A string is a plain paragraph ('' is a blank line in the text part and nothing in
 * the html part); `url` becomes a link after its label, `code` a token the reader copies.
 */
export type MailLine = string | { label: string; url: string } | { label: string; code: string };

export interface NoticeMail {
  to: string;
  firstname: string;
  subject: string;
  lines: readonly MailLine[];
  /** Shown after the lines, e.g. `{ label: 'Open your batches:', url }`. */
  link?: { label: string; url: string };
}

const joined = (label: string, value: string) => (label ? `${label} ${value}` : value);

function textOf(line: MailLine): string {
  if (typeof line === 'string') return line;
  return joined(line.label, 'url' in line ? line.url : line.code);
}

function htmlOf(line: MailLine): string | null {
  if (typeof line === 'string') return line ? `<p>${escapeHtml(line)}</p>` : null;
  const value =
    'url' in line
      ? `<a href="${escapeHtml(line.url)}">${escapeHtml(line.url)}</a>`
      : `<code>${escapeHtml(line.code)}</code>`;
  return `<p>${joined(escapeHtml(line.label), value)}</p>`;
}

/**
 * Every mail the portal sends: a greeting, then its lines, as plain text and the same as html, in the
 * recipient's language (`text`; the lines are already in it).
 */
export function noticeMail(text: Text, { to, firstname, subject, lines, link }: NoticeMail): Mail {
  const all: MailLine[] = [...lines, ...(link ? [link] : [])];
  const greeting = text.t('mail.greeting', { firstname });
  const plain = [greeting, '', ...all.map(textOf)].join('\n');
  const html = [
    `<div lang="${text.language}">`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...all.map(htmlOf).filter((line) => line !== null),
    '</div>',
  ].join('\n');
  return { to, subject, text: plain, html };
}
