// The landing page, rendered at build time (webpack/prerender.mjs runs this in Node.js): a phone shows it as soon
// as the HTML arrives, instead of after ~175 KB of start-up code has arrived and run. The browser then takes the
// markup over (bootstrap.tsx hydrates it) with the same App, so what is shown is what React would have drawn.
import { banglaFontFaceCss, setLanguage, type Language } from '@pathshala/shared-ui';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
// Build time only: the browser's router comes through shared-ui, which has no use for a static one.
// eslint-disable-next-line no-restricted-imports
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { text } from './i18n';

export interface RenderedPage {
  /** The markup of #root, styles inline (Emotion moves them into <head> before hydrating). */
  html: string;
  /** What <head> needs besides: the Bangla faces, for a page in Bangla. */
  head: string;
  title: string;
}

function LandingRouter({ children }: { children: ReactNode }) {
  return <StaticRouter location="/">{children}</StaticRouter>;
}

const landing = () => (
  <StrictMode>
    <App config={{ apiBaseUrl: '' }} Router={LandingRouter} />
  </StrictMode>
);

export async function renderLanding(language: Language): Promise<RenderedPage> {
  await setLanguage(language);
  // `prerender` waits for every lazily loaded part (the page, its catalogues) before it answers. A large part is
  // written out of place by default, with an inline script to move it in, which the CSP refuses: one piece here.
  const { prelude } = await prerender(landing(), { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const html = await new Response(prelude).text();
  if (html.includes('<script')) throw new Error('The landing page renders with an inline script');
  const head = language === 'bn' ? `<style>${banglaFontFaceCss()}</style>` : '';
  return { html, head, title: text('app.title') };
}
