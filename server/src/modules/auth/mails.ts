import type { Mail } from '../../providers/mail';
import { noticeMail } from '../../providers/mail/compose';

/** The reset mail carries the token and a link whose page pre-fills the Token field (DESIGN §5). */
export function passwordResetMail(to: string, firstname: string, publicUrl: string, token: string): Mail {
  return noticeMail({
    to,
    firstname,
    subject: 'Reset your Pathshala password',
    lines: [
      'We received a request to reset your Pathshala password. Open this link to choose a new one:',
      { label: '', url: `${publicUrl}/reset-password?token=${encodeURIComponent(token)}` },
      '',
      { label: 'Or enter this token on the Reset Password page:', code: token },
      '',
      'The link works once and expires in 1 hour. If you did not ask for a reset, ignore this mail; your password stays the same.',
    ],
  });
}
