/// <reference types="node" />
// Every catalogue of the portal, whichever app owns it, has the same keys in English and Bangla, and each
// message is valid ICU using the same placeholders in both languages.
import fs from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';

const root = path.resolve(__dirname, '../../..');
const SKIP = new Set(['node_modules', 'dist', '.git', 'data', 'coverage']);

function localeDirs(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.name === 'locales') found.push(full);
    else localeDirs(full, found);
  }
  return found;
}

const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;

/**
 * The placeholder names a compiled message uses: its parts are literals (strings) or arguments
 * `[name, type?, branches?]`, whose plural or select branches are parts again.
 */
function placeholders(parts: unknown, names = new Set<string>()): Set<string> {
  if (!Array.isArray(parts)) return names;
  for (const part of parts) {
    if (!Array.isArray(part)) continue;
    const [name, , branches] = part as [string, string?, Record<string, unknown>?];
    names.add(name);
    if (branches && typeof branches === 'object')
      for (const branch of Object.values(branches)) placeholders(branch, names);
  }
  return names;
}

const dirs = localeDirs(root).filter((dir) => !path.relative(root, dir).startsWith('.release'));
const catalogues = dirs.filter((dir) => fs.existsSync(path.join(dir, 'en.json')));
// The API's messages: English text is the key, so only the Bangla table exists.
const messageTables = dirs.filter((dir) => !fs.existsSync(path.join(dir, 'en.json')));

it('finds the catalogues of every app', () => {
  const owners = catalogues.map((dir) => path.relative(root, dir).split(path.sep)[0]);
  expect(new Set(owners)).toEqual(
    new Set(['shared-ui', 'shell', 'student-app', 'teacher-app', 'admin-app', 'server']),
  );
  expect(messageTables.map((dir) => path.relative(root, dir))).toContain(
    path.join('shared-api', 'src', 'locales'),
  );
});

describe.each(catalogues.map((dir) => [path.relative(root, dir), dir]))('%s', (_name, dir) => {
  const en = read(path.join(dir, 'en.json'));
  const bn = read(path.join(dir, 'bn.json'));

  it('has every key in both languages', () => {
    expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(en))('"%s" is a valid message with the same placeholders in both', (key) => {
    expect(en[key]?.trim()).toBeTruthy();
    expect(bn[key]?.trim()).toBeTruthy();
    const english = placeholders(compileMessage(en[key]!));
    const bangla = placeholders(compileMessage(bn[key]!));
    expect([...bangla].sort()).toEqual([...english].sort());
  });
});

describe.each(messageTables.map((dir) => [path.relative(root, dir), dir]))(
  '%s (English keys)',
  (_name, dir) => {
    const bn = read(path.join(dir, 'bn.json'));
    it.each(Object.keys(bn))('"%s" has a Bangla text using only the values its English names', (key) => {
      expect(bn[key]?.trim()).toBeTruthy();
      const named = new Set([...key.matchAll(/\{(\w+)\}/g)].map((match) => match[1]));
      for (const name of placeholders(compileMessage(bn[key]!))) expect(named).toContain(name);
    });
  },
);
