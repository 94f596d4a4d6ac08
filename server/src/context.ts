import type { Config } from './config';
import type { SecretBox } from './crypto';
import type { Database, Db } from './db';
import type { RateLimits } from './http/rate-limits';
import type { AccessTokens } from './modules/auth/tokens';
import type { MailTransport } from './providers/mail';

/** Everything route modules need, decorated onto the app as `app.ctx`. Later providers join here. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  mail: MailTransport;
  tokens: AccessTokens;
  secretBox: SecretBox;
  rateLimits: RateLimits;
}
