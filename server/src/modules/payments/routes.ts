import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ipnResponse,
  lastPaymentResponse,
  paginationQuery,
  PAYMENT_MESSAGES,
  payBody,
  paymentHistoryResponse,
  paymentStatusParams,
  paymentStatusResponse,
  payResponse,
  type PaymentStatus,
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
import { paymentStatusOf } from './status';

/**
 * Where the payer's browser lands (portal pages, spec §2 Payment). The address carries the tran_id only:
 * the page asks GET /payment/status/{tranId} what happened and shows nothing else from the address.
 */
export const successPath = (tranId: string) => `/payment/success?tran_id=${encodeURIComponent(tranId)}`;
export const failurePath = (tranId: string) => `/payment/failure?tran_id=${encodeURIComponent(tranId)}`;
/** No payment of ours: the failure page, which says it cannot find one. */
const NO_PAYMENT_PATH = '/payment/failure';

/**
 * The page for a payment in `status`: paid and held ones (and pending ones after the success callback,
 * awaiting the IPN) on the success page, failed and cancelled ones on the failure page.
 */
function landingPath(tranId: string, status: PaymentStatus, pendingOn: 'success' | 'failure'): string {
  if (status === 'paid' || status === 'held') return successPath(tranId);
  if (status === 'failed' || status === 'cancelled') return failurePath(tranId);
  return pendingOn === 'success' ? successPath(tranId) : failurePath(tranId);
}

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
    if (!post.tranId) return seeOther(reply, NO_PAYMENT_PATH);
    let settled;
    try {
      settled = await settleFromValId(ctx, post.tranId, post.valId, request.log);
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      // The gateway could not be asked: nothing changed (still pending); the IPN (or a retry) settles it later.
      request.log.warn({ tranId: post.tranId, detail: error.detail }, 'payment validation unavailable');
      return seeOther(reply, successPath(post.tranId));
    }
    if (settled.outcome === 'unknown') return seeOther(reply, NO_PAYMENT_PATH);
    if (settled.outcome === 'paid') return seeOther(reply, successPath(settled.tranId));
    return seeOther(reply, landingPath(settled.tranId, settled.status, 'success'));
  });

  for (const [path, status] of [
    ['/payment/fail', 'failed'],
    ['/payment/cancel', 'cancelled'],
  ] as const) {
    app.post(path, hidden, async (request, reply) => {
      const body = formBody(request);
      const post = readGatewayPost(body);
      const payment = post.tranId ? await paymentByTranId(ctx.db, post.tranId) : null;
      if (!payment) return seeOther(reply, NO_PAYMENT_PATH);
      let after = payment.status;
      // Only a signed message changes the record: anyone can post a tran_id here.
      const store = after === 'pending' ? await storeOfPayment(ctx, payment) : null;
      if (store && ctx.payments.verifyIpn(body, store)) {
        after = (await closeUnpaid(ctx, payment.tranId, status)) ?? after;
        request.log.info({ tranId: payment.tranId, status: after }, `payment ${status} callback`);
      } else if (after === 'pending') {
        request.log.warn({ tranId: payment.tranId }, `unsigned payment ${status} callback ignored`);
      }
      return seeOther(reply, landingPath(payment.tranId, after, 'failure'));
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
      if (!payment) throw new NotFoundError(PAYMENT_MESSAGES.unknownTransaction);
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
      if (!status) throw new NotFoundError(PAYMENT_MESSAGES.unknownTransaction);
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
    '/payment/status/:tranId',
    {
      schema: {
        tags: ['payments'],
        summary:
          "One of your payments by its tran_id (made, or received by a teacher once paid or held): its status, amount, batch, when it was made and settled, and a reason code when it is not paid; 404 for an unknown id or another's",
        security: SIGNED_IN,
        params: paymentStatusParams,
        response: { 200: paymentStatusResponse },
      },
      onRequest: app.requireRole('student', 'teacher'),
    },
    async (request, reply) => {
      const data = await paymentStatusOf(app.ctx.db, currentUser(request), request.params.tranId);
      return respond(reply, 200, data, PAYMENT_MESSAGES.status);
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
