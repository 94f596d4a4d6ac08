import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isAccountLanguage } from '@pathshala/shared-api/contract';
import { installFormBodyParser } from '../../http/form-body';
import { textIn, type Text } from '../../i18n/catalog';
import { negotiateLanguage } from '../../i18n/language';
import { PaymentSimulator, SIMULATOR_PATH, type SimulatorOutcome } from '../../providers/payment/simulator';
import { invalidSessionPage, paymentPage } from './page';

const OUTCOMES: readonly SimulatorOutcome[] = ['pay', 'fail', 'cancel'];
const HTML = 'text/html; charset=utf-8';

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).header('cache-control', 'no-store').type(HTML).send(html);
}

/** The page's language: `?lang=bn` or `?lang=en` when given (a link may carry it), else Accept-Language. */
function pageText(request: FastifyRequest): Text {
  const lang = (request.query as Record<string, unknown> | undefined)?.lang;
  return textIn(isAccountLanguage(lang) ? lang : negotiateLanguage(request.headers['accept-language']));
}

const sameFields = (posted: unknown, expected: Record<string, string>): boolean => {
  if (!posted || typeof posted !== 'object') return false;
  const body = posted as Record<string, unknown>;
  const keys = Object.keys(expected);
  return Object.keys(body).length === keys.length && keys.every((key) => body[key] === expected[key]);
};

/**
 * The simulator's hosted page, outside /api/v1 like the real gateway's. Registered always; answers only
 * when the app's gateway is the simulator. Session keys are long (they are the sealed session), longer
 * than a route parameter may be, so the routes take the rest of the path.
 */
export const paymentSimulatorRoutes: FastifyPluginAsync = async (app) => {
  const simulator = app.ctx.payments;
  if (!(simulator instanceof PaymentSimulator)) return;
  installFormBodyParser(app);

  app.get(`${SIMULATOR_PATH}/*`, { schema: { hide: true } }, async (request, reply) => {
    const sessionKey = (request.params as { '*': string })['*'];
    const session = sessionKey.includes('/') ? null : simulator.openSession(sessionKey);
    const text = pageText(request);
    if (!session) return sendHtml(reply, 400, invalidSessionPage(text));
    const outcomes = {
      pay: simulator.outcome(session, 'pay'),
      fail: simulator.outcome(session, 'fail'),
      cancel: simulator.outcome(session, 'cancel'),
    };
    return sendHtml(reply, 200, paymentPage(text, session, `${SIMULATOR_PATH}/${sessionKey}`, outcomes));
  });

  app.post(`${SIMULATOR_PATH}/*`, { schema: { hide: true } }, async (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    const slash = rest.lastIndexOf('/');
    const action = rest.slice(slash + 1) as SimulatorOutcome;
    const session =
      slash > 0 && OUTCOMES.includes(action) ? simulator.openSession(rest.slice(0, slash)) : null;
    if (!session) return sendHtml(reply, 400, invalidSessionPage(pageText(request)));

    const next = simulator.outcome(session, action);
    // The browser re-posts this body to our callback (307), so it must be exactly what the page offered.
    if (!sameFields(request.body, next.fields))
      return sendHtml(reply, 400, invalidSessionPage(pageText(request)));

    if (action === 'pay') {
      const log = request.log.child({ tranId: session.tranId });
      void simulator.deliverIpn(session.urls.ipn, next.fields, log);
    }
    request.log.info({ tranId: session.tranId, outcome: action }, 'payment simulator: payer chose');
    return reply.header('cache-control', 'no-store').redirect(next.url, 307);
  });
};
