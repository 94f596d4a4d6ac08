import type { Config } from './config';
import type { SecretBox } from './crypto';
import type { Database, Db } from './db';
import type { RateLimitStore } from './http/rate-limit-store';
import type { RateLimits } from './http/rate-limits';
import type { AccessTokens } from './modules/auth/tokens';
import type { MailSender } from './modules/mail/sender';
import type { PaymentGateway } from './providers/payment';
import type { MeetingProvider } from './providers/meeting';

/** Everything route modules need, decorated onto the app as `app.ctx`. Later providers join here. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /**
   * Sends the mail_queue through the configured transport. Mail is never sent directly: queue it with
   * enqueueMails in the transaction of the change, then `dispatch` the ids after the commit.
   */
  mailer: MailSender;
  /** The payment gateway PAYMENT_PROVIDER names (simulator or SSLCommerz). */
  payments: PaymentGateway;
  /** Creates online-class rooms (MEETING_PROVIDER); throws MeetingProviderError, a ready 502. */
  meeting: MeetingProvider;
  tokens: AccessTokens;
  secretBox: SecretBox;
  rateLimits: RateLimits;
  /** Where the rate limits count, shared by every instance (the database's table, or Redis). */
  rateLimitStore: RateLimitStore;
  /** The current time, for figures that depend on the calendar (admin dashboard); tests replace it. */
  clock: () => Date;
}
