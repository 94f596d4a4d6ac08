import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ipnResponse,
  lastPaymentResponse,
  paginationQuery,
  PAYMENT_MESSAGES,
  payBody,
  paymentHistoryResponse,
  payResponse,
} from '@pathshala/shared-api/contract';
import { currentUser, SIGNED_IN } from '../../http/auth';
import { respond } from '../../http/envelope';
import { BadRequestError, NotFoundError } from '../../http/errors';
import { installFormBodyParser } from '../../http/form-body';
import { requestLanguage } from '../../http/language';
import { PaymentGatewayError, readGatewayPost } from '../../providers/payment';
import { lastPaidPayment, paymentHistory } from './history';
import { startPayment } from './pay';
import { closeUnpaid, paymentByTranId, settleFromValId, storeOfPayment } from './settle';

const REASONS = PAYMENT_MESSAGES.reasons;

/** Where the payer's browser lands (portal pages, spec §2 Payment). */
export const successPath = (tranId: string) => `/payment/success?tran_id=${encodeURIComponent(tranId)}`;
export const failurePath = (reason: string) => `/payment/failure?reason=${encodeURIComponent(reason)}`;

/** A form body as installFormBodyParser leaves it; anything else (no body, JSON) reads as empty. */
function formBody(request: FastifyRequest): Record<string, string> {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

/** 303: the browser follows with a GET, whatever method brought it here. */
const seeOther = (reply: FastifyReply, location: string) =>
  reply.header('cache-control', 'no-store').redirect(location, 303);

/**
 * The gateway's callbacks: the payer's browser POSTs to success/fail/cancel (cross-site, form-encoded,
 * no token: nothing here relies on a cookie or an Authorization header, CORS does not apply to a form
 * navigation and there is no CSRF token to miss), the gateway's server POSTs the IPN. Every handler is
 * idempotent by tran_id; what the body claims is trusted only after the validation API or verify_sign.
 */
const callbackRoutes: FastifyPluginAsyncZod = async (app) => {
  installFormBodyParser(app);
  const ctx = app.ctx;
  const hidden = { schema: { hide: true } };

  app.post('/payment/success', hidden, async (request, reply) => {
    const post = readGatewayPost(formBody(request));
    if (!post.tranId) return seeOther(reply, failurePath(REASONS.unknown));
    let settled;
    try {
      settled = await settleFromValId(ctx, post.tranId, post.valId, request.log);
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      // The gateway could not be asked: nothing changed; the IPN (or a retry) settles it later.
      request.log.warn({ tranId: post.tranId, detail: error.detail }, 'payment validation unavailable');
      return seeOther(reply, failurePath(REASONS.unconfirmed));
    }
    if (settled.outcome === 'unknown') return seeOther(reply, failurePath(REASONS.unknown));
    if (settled.outcome === 'paid') return seeOther(reply, successPath(settled.tranId));
    return seeOther(reply, failurePath(settled.reason));
  });

  for (const [path, status, reason] of [
    ['/payment/fail', 'failed', REASONS.failed],
    ['/payment/cancel', 'cancelled', REASONS.cancelled],
  ] as const) {
    app.post(path, hidden, async (request, reply) => {
      const body = formBody(request);
      const post = readGatewayPost(body);
      const payment = post.tranId ? await paymentByTranId(ctx.db, post.tranId) : null;
      if (!payment) return seeOther(reply, failurePath(REASONS.unknown));
      if (payment.status === 'paid') return seeOther(reply, successPath(payment.tranId));
      // Only a signed message changes the record: anyone can post a tran_id here.
      const store = await storeOfPayment(ctx, payment);
      if (store && ctx.payments.verifyIpn(body, store)) {
        const after = await closeUnpaid(ctx, payment.tranId, status);
        request.log.info({ tranId: payment.tranId, status: after }, `payment ${status} callback`);
        if (after === 'paid') return seeOther(reply, successPath(payment.tranId));
      } else {
        request.log.warn({ tranId: payment.tranId }, `unsigned payment ${status} callback ignored`);
      }
      return seeOther(reply, failurePath(reason));
    });
  }

  app.post(
    '/payment/ipn',
    {
      schema: {
        tags: ['payments'],
        summary: "The gateway's instant payment notification (form-encoded, signed with verify_sign)",
        response: { 200: ipnResponse },
      },
    },
    async (request, reply) => {
      const body = formBody(request);
      const post = readGatewayPost(body);
      const payment = post.tranId ? await paymentByTranId(ctx.db, post.tranId) : null;
      if (!payment) throw new NotFoundError(PAYMENT_MESSAGES.ipnUnknown);
      const store = await storeOfPayment(ctx, payment);
      if (!store || !ctx.payments.verifyIpn(body, store)) {
        request.log.warn({ tranId: payment.tranId }, 'IPN with a bad signature refused');
        throw new BadRequestError(PAYMENT_MESSAGES.ipnBadSignature);
      }
      let status;
      if (post.status === 'VALID' || post.status === 'VALIDATED') {
        // The signed body is not enough: the validation API confirms it server to server. A gateway that
        // cannot be asked is a 502, so the gateway sends the IPN again.
        const settled = await settleFromValId(ctx, payment.tranId, post.valId, request.log);
        status = settled.outcome === 'paid' ? 'paid' : settled.outcome === 'not-paid' ? settled.status : null;
      } else {
        status = await closeUnpaid(ctx, payment.tranId, post.status === 'CANCELLED' ? 'cancelled' : 'failed');
      }
      if (!status) throw new NotFoundError(PAYMENT_MESSAGES.ipnUnknown);
      return respond(reply, 200, { status }, PAYMENT_MESSAGES.ipnReceived);
    },
  );
};

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payment/pay',
    {
      schema: {
        tags: ['payments'],
        summary:
          "Pay the batch's open payment round: answers the gateway's payment page (the amount is the round's)",
        security: SIGNED_IN,
        body: payBody,
        response: { 200: payResponse },
      },
      onRequest: app.requireRole('student'),
    },
    async (request, reply) => {
      const data = await startPayment(
        app.ctx,
        currentUser(request),
        request.body.batchId,
        requestLanguage(request),
      );
      return { ...respond(reply, 200, data, PAYMENT_MESSAGES.redirect), redirectUrl: data.redirectUrl };
    },
  );

  app.get(
    '/payment/get-last-payment',
    {
      schema: {
        tags: ['payments'],
        summary: 'Your last paid payment (received, for a teacher), or null',
        security: SIGNED_IN,
        response: { 200: lastPaymentResponse },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const last = await lastPaidPayment(app.ctx.db, currentUser(request));
      return respond(reply, 200, last, last ? PAYMENT_MESSAGES.lastPayment : PAYMENT_MESSAGES.noPayment);
    },
  );

  app.get(
    '/payment/history',
    {
      schema: {
        tags: ['payments'],
        summary: "A student's payments, a teacher's received payments (paid or held), newest first",
        security: SIGNED_IN,
        querystring: paginationQuery,
        response: { 200: paymentHistoryResponse },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { page, limit } = request.query;
      const found = await paymentHistory(app.ctx.db, currentUser(request), page, limit);
      return {
        ...respond(reply, 200, found.items, PAYMENT_MESSAGES.history),
        meta: { page, limit, total: found.total },
      };
    },
  );

  await app.register(callbackRoutes);
};
