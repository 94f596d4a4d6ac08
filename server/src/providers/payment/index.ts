import type { Config } from '../../config';
import { PaymentSimulator } from './simulator';
import { SslCommerzGateway } from './sslcommerz';
import type { PaymentGateway } from './types';

export type {
  CreateSessionInput,
  PassThroughValues,
  PaymentGateway,
  PaymentSession,
  StoreCredentials,
  ValidatedPayment,
  ValidationStatus,
} from './types';
export { invalidPayment, PaymentGatewayError } from './types';
export { readGatewayPost, parseAmount, type GatewayPost } from './signing';
export { PaymentSimulator, SIMULATOR_PATH } from './simulator';
export { SslCommerzGateway } from './sslcommerz';

export interface PaymentGatewayDeps {
  /** Replaces the global fetch (tests). */
  fetch?: typeof fetch;
  /** Per-request time-out for calls to the gateway (and the simulator's IPN). */
  timeoutMs?: number;
}

/** The gateway PAYMENT_PROVIDER names: the offline simulator (default) or SSLCommerz v4. */
export function createPaymentGateway(
  config: Pick<Config, 'payment' | 'appSecret' | 'publicUrl'>,
  deps: PaymentGatewayDeps = {},
): PaymentGateway {
  if (config.payment.provider === 'sslcommerz') {
    return new SslCommerzGateway({
      baseUrl: config.payment.sslcommerz.baseUrl,
      timeoutMs: deps.timeoutMs,
      fetch: deps.fetch,
    });
  }
  return new PaymentSimulator({
    appSecret: config.appSecret,
    publicUrl: config.publicUrl,
    ipnTimeoutMs: deps.timeoutMs,
    fetch: deps.fetch,
  });
}
