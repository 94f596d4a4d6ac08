// A batch's own page (/student/batches/:id, /teacher/batches/:id): opening it from its card on Your Batches, its
// tabs (Classes, Materials, Assignments, Board), the board's messages, the notification stream that keeps the
// board live, and small real files (a PDF, a PNG) to share and submit.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { batchCard } from './batches';

/** Opens a link of the role's navigation, from its menu on a phone (where the links sit behind 'Open menu'). */
export async function openFromNavigation(page: Page, name: string): Promise<void> {
  const link = page.getByRole('link', { name, exact: true }).first();
  const menu = page.getByRole('button', { name: 'Open menu' });
  await link.or(menu).first().waitFor();
  if (await link.isVisible()) await link.click();
  else {
    await menu.click();
    await page.getByRole('menuitem', { name, exact: true }).click();
  }
}

/** Opens Your Batches from the navigation (desktop or phone) and waits for its heading and the batch's card. */
export async function openYourBatchesWith(
  page: Page,
  role: 'student' | 'teacher',
  title: string,
): Promise<Locator> {
  await openFromNavigation(page, 'Your Batches');
  await page.waitForURL((url) => url.pathname === `/${role}/batches`);
  await page.getByRole('heading', { name: 'Batch Management', level: 1 }).waitFor();
  const card = batchCard(page, title);
  await card.waitFor();
  return card;
}

/**
 * Opens a batch's page as a person does: Your Batches, then 'Open batch' on its card; waits for the page's h1
 * (the batch's title). Returns the page's path, '/<role>/batches/<id>'.
 */
export async function openBatchPage(page: Page, role: 'student' | 'teacher', title: string): Promise<string> {
  const card = await openYourBatchesWith(page, role, title);
  await card.getByRole('link', { name: 'Open batch' }).click();
  await page.waitForURL((url) => new RegExp(`^/${role}/batches/[^/]+$`).test(url.pathname));
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  return new URL(page.url()).pathname;
}

export type BatchTabName = 'Classes' | 'Materials' | 'Assignments' | 'Board';

/** A tab of the batch page, by its name ('Board' may carry its unread count after it). */
export function batchTab(page: Page, name: BatchTabName): Locator {
  return page.getByRole('tab', { name: new RegExp(`^${name}\\b`) });
}

/** Shows a tab of the batch page and waits until it is the selected one and its panel is shown. */
export async function showBatchTab(page: Page, name: BatchTabName): Promise<Locator> {
  const tab = batchTab(page, name);
  await tab.click();
  await page.getByRole('tab', { name: new RegExp(`^${name}\\b`), selected: true }).waitFor();
  const panel = page.getByRole('tabpanel', { name: new RegExp(`^${name}\\b`) });
  await panel.waitFor();
  return panel;
}

/** The board's messages (a live log, newest last). */
export function boardLog(page: Page): Locator {
  return page.getByRole('log', { name: 'Messages' });
}

/** A message on the board, by its text. */
export function boardMessage(page: Page, text: string): Locator {
  return boardLog(page).getByRole('listitem').filter({ hasText: text });
}

/** Writes a message in the board's composer and sends it; waits until it shows on the writer's own board. */
export async function postOnBoard(page: Page, text: string): Promise<void> {
  const composer = page.getByRole('form', { name: 'Write a message' });
  await composer.getByLabel('Message', { exact: true }).fill(text);
  await composer.getByRole('button', { name: 'Send' }).click();
  await boardMessage(page, text).waitFor();
}

/** Whether each tracked page's notification stream (an EventSource) is open, and who waits for it. */
const streams = new WeakMap<Page, { open: number; changed: Set<() => void> }>();

/**
 * Follows the page's notification stream from now on (call it before the page signs in): `liveStreamOpen` then
 * tells when the server has answered the stream, so what is sent from then on reaches the page live.
 */
export function trackLiveStream(page: Page): void {
  if (streams.has(page)) return;
  const state = { open: 0, changed: new Set<() => void>() };
  streams.set(page, state);
  const notify = () => state.changed.forEach((listener) => listener());
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'eventsource' || !response.ok()) return;
    state.open += 1;
    notify();
  });
  const ended = (request: { resourceType(): string }) => {
    if (request.resourceType() !== 'eventsource') return;
    state.open = Math.max(0, state.open - 1);
    notify();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

/** Resolves once the page's notification stream is open (answered by the server and not ended). */
export function liveStreamOpen(page: Page, timeoutMs = 15_000): Promise<void> {
  const state = streams.get(page);
  if (!state) throw new Error('liveStreamOpen needs trackLiveStream(page) before the page signs in');
  return new Promise((resolve, reject) => {
    const check = () => {
      if (state.open === 0) return;
      done();
      resolve();
    };
    const deadline = setTimeout(() => {
      done();
      reject(new Error(`the notification stream did not open within ${timeoutMs} ms`));
    }, timeoutMs);
    const done = () => {
      clearTimeout(deadline);
      state.changed.delete(check);
    };
    state.changed.add(check);
    check();
  });
}

/**
 * A small, valid one-page PDF (PDF 1.4) that says `text`: a catalog, a page tree, a page, a font and its content
 * stream, with a cross-reference table whose offsets are right.
 */
export function minimalPdf(text: string): Buffer {
  const escaped = text.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = `BT /F1 18 Tf 72 720 Td (${escaped}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A 2×2 teal PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGPgndIBRAwQCgAengSlav/z8AAAAABJRU5ErkJggg==',
  'base64',
);

/** A temporary folder for the files a journey picks with a file input; `dispose` removes it. */
export function tempFiles(): { write(name: string, bytes: Buffer): string; dispose(): void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'pathshala-e2e-files-'));
  return {
    write(name, bytes) {
      const file = path.join(folder, name);
      writeFileSync(file, bytes);
      return file;
    },
    dispose: () => rmSync(folder, { recursive: true, force: true }),
  };
}
