// What a person's browser pays: the bytes each entry puts on the wire, asked for as a browser asks
// (`Accept-Encoding: br, gzip`) and counted as they arrive (compressed when the server sends them compressed,
// never compressed here), and the time from pressing Login to the student dashboard's content, in Chromium
// against the running server.
import type { Page, Request } from 'playwright-core';
import { field, launchBrowser, networkQuiet, trackNetwork } from '../support/browser';
import { studentDashboardContent } from '../support/posts';
import { DEMO_PASSWORD } from './server';

/** The encodings the bench's browser accepts, as a phone's browser does over HTTPS. */
export const ACCEPT_ENCODING = 'br, gzip';

/** One response as it arrived: its body's bytes on the wire and how they were encoded. */
interface Transfer {
  url: string;
  bytes: number;
  encoding: string;
}

/** Every response the page fetches while `action` runs (a cached one counts 0: nothing was transferred). */
async function transfers(page: Page, action: () => Promise<void>): Promise<Transfer[]> {
  const arrived: Promise<Transfer>[] = [];
  const onFinished = (request: Request) => {
    const url = request.url();
    arrived.push(
      Promise.all([request.sizes(), request.response()]).then(
        ([sizes, response]) => ({
          url,
          bytes: sizes.responseBodySize,
          encoding: response?.headers()['content-encoding'] ?? 'identity',
        }),
        () => ({ url, bytes: 0, encoding: 'identity' }),
      ),
    );
  };
  page.on('requestfinished', onFinished);
  await action();
  await networkQuiet(page);
  page.off('requestfinished', onFinished);
  return Promise.all(arrived);
}

const isJavaScript = ({ url }: Transfer) => new URL(url).pathname.endsWith('.js');

const total = (list: Transfer[], only: (transfer: Transfer) => boolean = () => true) =>
  list.reduce((sum, transfer) => sum + (only(transfer) ? transfer.bytes : 0), 0);

/** How the JavaScript arrived, e.g. `br ×14`, or `br ×12, identity ×2`. */
function encodingsOf(list: Transfer[]): string {
  const counts = new Map<string, number>();
  for (const { encoding } of list.filter(isJavaScript)) counts.set(encoding, (counts.get(encoding) ?? 0) + 1);
  return [...counts].map(([encoding, count]) => `${encoding} ×${count}`).join(', ');
}

/** DESIGN §9 and the budgets of the portal's shape: JavaScript on the wire in KB. */
export const BUNDLE_BUDGETS_KB = { landing: 190, login: 219, remote: 80 } as const;
/** DESIGN §9: everything the landing page transfers (HTML, JavaScript, fonts, the runtime configuration). */
export const TRANSFER_BUDGETS_KB = { landing: 200 } as const;

export interface BundleFigure {
  name: string;
  /** Bytes on the wire: of JavaScript, unless `everything`. */
  bytes: number;
  /** Every response counted, not only JavaScript. */
  everything?: boolean;
  /** How the JavaScript arrived (content-encodings and their counts). */
  encodings: string;
  /** The budget in KB, when the figure has one (some are printed for information). */
  budgetKb?: number;
}

export interface BrowserFigures {
  bundles: BundleFigure[];
  signInMs: number;
}

export async function measureInBrowser(base: string): Promise<BrowserFigures> {
  const browser = await launchBrowser();
  try {
    const fresh = async (locale = 'en-US') => {
      const context = await browser.newContext({
        baseURL: base,
        locale,
        extraHTTPHeaders: { 'accept-encoding': ACCEPT_ENCODING },
      });
      const page = await context.newPage();
      trackNetwork(page);
      return page;
    };
    const bundles: BundleFigure[] = [];
    // A first visit follows the browser's language: a Bangla reader's landing page adds only its catalogues
    // (the Bengali font is not JavaScript), printed beside the English one.
    for (const [name, path, budgetKb, everythingKb, locale] of [
      ['landing /', '/', BUNDLE_BUDGETS_KB.landing, TRANSFER_BUDGETS_KB.landing, 'en-US'],
      ['landing / in Bangla', '/', undefined, undefined, 'bn-BD'],
      ['login /login', '/login', BUNDLE_BUDGETS_KB.login, undefined, 'en-US'],
    ] as const) {
      const page = await fresh(locale);
      const arrived = await transfers(page, async () => void (await page.goto(path)));
      const encodings = encodingsOf(arrived);
      bundles.push({ name, bytes: total(arrived, isJavaScript), encodings, budgetKb });
      bundles.push({ name, bytes: total(arrived), everything: true, encodings, budgetKb: everythingKb });
    }

    let signInMs = 0;
    for (const [role, username, heading] of [
      // The demo batch's teacher and a student of it, so the batch page has a batch to open.
      ['student', 'tanvir', 'Student Dashboard'],
      ['teacher', 'karima', 'Teacher Dashboard'],
      ['admin', 'admin', 'Dashboard Overview'],
    ] as const) {
      const page = await fresh();
      await page.goto('/login');
      await networkQuiet(page);
      await field(page, 'Username').fill(username);
      await field(page, 'Password').fill(DEMO_PASSWORD);
      const started = Date.now();
      const arrived = await transfers(page, async () => {
        await page.getByRole('button', { name: 'Login' }).click();
        await page.getByRole('heading', { name: heading }).waitFor();
        if (role === 'student') {
          await studentDashboardContent(page);
          signInMs = Date.now() - started;
        }
      });
      // The remote's own files (its pages and their hooks) carry the budget; everything its first route
      // loads after the login page (the shell's signed-in frame and the design system's entries too) is shown.
      const remote = arrived.filter(({ url }) => url.includes(`/apps/${role}/`));
      bundles.push({
        name: `${role} remote`,
        bytes: total(remote, isJavaScript),
        encodings: encodingsOf(remote),
        budgetKb: BUNDLE_BUDGETS_KB.remote,
      });
      bundles.push({
        name: `${role} first route, all`,
        bytes: total(arrived, isJavaScript),
        encodings: encodingsOf(arrived),
      });
      if (role !== 'admin') {
        // The Schedule page loads its calendar library (a shared entry of the design system) on first visit.
        const schedule = await transfers(page, async () => {
          await page.getByRole('link', { name: 'Schedule', exact: true }).first().click();
          await page.getByRole('heading', { name: 'Schedule', level: 1 }).waitFor();
        });
        bundles.push({
          name: `${role} Schedule after the dashboard, all`,
          bytes: total(schedule, isJavaScript),
          encodings: encodingsOf(schedule),
        });
        // A batch's own page (its classroom: materials, assignments, board) from the batch card.
        await page.getByRole('link', { name: 'Your Batches', exact: true }).first().click();
        const batchPage = await transfers(page, async () => {
          await page
            .getByRole('link', { name: /^Open batch/ })
            .first()
            .click();
          await page.getByRole('tab', { name: /^Board/ }).waitFor();
        });
        bundles.push({
          name: `${role} batch page after Your Batches, all`,
          bytes: total(batchPage, isJavaScript),
          encodings: encodingsOf(batchPage),
        });
      }
    }
    return { bundles, signInMs };
  } finally {
    await browser.close();
  }
}
