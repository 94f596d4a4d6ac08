import type { Mail } from '../../providers/mail';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** The reset mail carries the token and a link whose page pre-fills the Token field (DESIGN §5). */
export function passwordResetMail(to: string, firstname: string, publicUrl: string, token: string): Mail {
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const text = [
    `Hello ${firstname},`,
    '',
    'We received a request to reset your Pathshala password. Open this link to choose a new one:',
    link,
    '',
    `Or enter this token on the Reset Password page: ${token}`,
    '',
    'The link works once and expires in 1 hour. If you did not ask for a reset, ignore this mail; your password stays the same.',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(firstname)},</p>`,
    '<p>We received a request to reset your Pathshala password. Open this link to choose a new one:</p>',
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>Or enter this token on the Reset Password page: <code>${escapeHtml(token)}</code></p>`,
    '<p>The link works once and expires in 1 hour. If you did not ask for a reset, ignore this mail; your password stays the same.</p>',
  ].join('\n');
  return { to, subject: 'Reset your Pathshala password', text, html };
}
