import type { Text } from '../../i18n/catalog';
import type { Mail } from '../../providers/mail';
import { noticeMail } from '../../providers/mail/compose';

/**
 * The reset mail carries the token and a link whose page pre-fills the Token field (DESIGN §5), in the
 * account's language (`text`).
 */
export function passwordResetMail(
  text: Text,
  to: string,
  firstname: string,
  publicUrl: string,
  token: string,
): Mail {
  return noticeMail(text, {
    to,
    firstname,
    subject: text.t('passwordReset.subject'),
    lines: [
      text.t('passwordReset.intro'),
      { label: '', url: `${publicUrl}/reset-password?token=${encodeURIComponent(token)}` },
      '',
      { label: text.t('passwordReset.tokenLabel'), code: token },
      '',
      text.t('passwordReset.expiry'),
    ],
  });
}
