import { translator } from '../../../shared/i18n/index.ts';
import { renderActionMail, type MailMessage } from '../../lib/mail.ts';
import type { AuthAccount } from './auth.queries.ts';
import { RESET_TTL_MS, VERIFICATION_TTL_MS } from './one-time-tokens.ts';

type Recipient = Pick<AuthAccount, 'name' | 'email' | 'language'>;

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

export function verificationMail(recipient: Recipient, link: string, site: string): MailMessage {
  const t = translator(recipient.language);
  const duration = t('auth.mail.hours', { count: VERIFICATION_TTL_MS / HOUR_MS });
  return letter(recipient, 'verification', link, site, duration);
}

export function passwordResetMail(recipient: Recipient, link: string, site: string): MailMessage {
  const t = translator(recipient.language);
  const duration = t('auth.mail.minutes', { count: RESET_TTL_MS / MINUTE_MS });
  return letter(recipient, 'reset', link, site, duration);
}

function letter(recipient: Recipient, kind: 'verification' | 'reset', link: string, site: string, duration: string): MailMessage {
  const t = translator(recipient.language);
  const body = renderActionMail({
    greeting: t('auth.mail.greeting', { name: recipient.name }),
    paragraphs: [t(`auth.mail.${kind}.intro`, { site }), t('auth.mail.validFor', { duration })],
    action: { label: t(`auth.mail.${kind}.action`), url: link },
    linkHint: t('auth.mail.linkHint'),
    footer: [t(`auth.mail.${kind}.ignore`)],
  });
  return { to: recipient.email, subject: t(`auth.mail.${kind}.subject`, { site }), ...body };
}
