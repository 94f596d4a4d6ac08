import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../config';

/**
 * Fastify's `trustProxy` for TRUST_PROXY. A hop count becomes a function of the hop's position: Fastify 5
 * takes a bare number to mean "trust nothing", and `true` would believe every hop a client makes up.
 */
export function trustProxyOption(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if ('addresses' in trust) return trust.addresses;
  const { hops } = trust;
  return hops === 0 ? false : (_address: string, hop: number) => hop < hops;
}

/**
 * With no proxy trusted, a request carrying X-Forwarded-For suggests one in front that nobody declared:
 * every visitor then shares its address for the per-IP limits. Said once, in the log, for the operator.
 */
export function installProxyWarning(app: FastifyInstance, trust: TrustProxy): void {
  if ('addresses' in trust || trust.hops > 0) return;
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    request.log.warn(
      "Requests arrive with X-Forwarded-For while TRUST_PROXY is off: the server seems to be behind a proxy, so every visitor shares the proxy's address for rate limits. Set TRUST_PROXY to the number of proxies in front (e.g. 1) or their addresses.",
    );
  });
}
