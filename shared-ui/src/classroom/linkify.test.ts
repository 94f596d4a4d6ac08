import { splitLinks } from './linkify';

describe('splitLinks', () => {
  it('keeps text without addresses as one piece', () => {
    expect(splitLinks('Read chapter 3 <b>tonight</b>')).toEqual([
      { kind: 'text', text: 'Read chapter 3 <b>tonight</b>' },
    ]);
  });

  it('links http and https addresses and leaves the sentence around them as text', () => {
    expect(splitLinks('Notes: https://example.org/ch3.pdf, and http://x.test/a?b=1.')).toEqual([
      { kind: 'text', text: 'Notes: ' },
      { kind: 'link', text: 'https://example.org/ch3.pdf', href: 'https://example.org/ch3.pdf' },
      { kind: 'text', text: ', and ' },
      { kind: 'link', text: 'http://x.test/a?b=1', href: 'http://x.test/a?b=1' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('drops a closing bracket the address did not open, and keeps one it did', () => {
    expect(splitLinks('(see https://x.org/a)')).toEqual([
      { kind: 'text', text: '(see ' },
      { kind: 'link', text: 'https://x.org/a', href: 'https://x.org/a' },
      { kind: 'text', text: ')' },
    ]);
    expect(splitLinks('https://en.wikipedia.org/wiki/Force_(physics)')[0]).toEqual({
      kind: 'link',
      text: 'https://en.wikipedia.org/wiki/Force_(physics)',
      href: 'https://en.wikipedia.org/wiki/Force_(physics)',
    });
  });

  it('never links another scheme, nor an address with credentials', () => {
    expect(splitLinks('javascript:alert(1) data:text/html,x https://user:pw@evil.test/')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) data:text/html,x https://user:pw@evil.test/' },
    ]);
  });
});
