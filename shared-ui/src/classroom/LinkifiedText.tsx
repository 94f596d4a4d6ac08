import { Link, Text, type TextProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { splitLinks } from './linkify';

export interface LinkifiedTextProps extends Omit<TextProps, 'children'> {
  /** What a member wrote: shown as text (React escapes it), its web addresses as links. */
  text: string;
}

/**
 * A member's text with its http and https addresses as links that open in a new tab, without handing the page
 * to them (noopener, noreferrer) nor vouching for them (nofollow, ugc). Never HTML: every part is a text node.
 */
export function LinkifiedText({ text, ...props }: LinkifiedTextProps) {
  const parts = useMemo(() => splitLinks(text), [text]);
  return (
    <Text whiteSpace="pre-wrap" overflowWrap="anywhere" {...props}>
      {parts.map((part, index) =>
        part.kind === 'link' ? (
          <Link
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            colorPalette="brand"
            color="colorPalette.fg"
            textDecoration="underline"
          >
            {part.text}
          </Link>
        ) : (
          part.text
        ),
      )}
    </Text>
  );
}
