import { translator } from '../../../shared/i18n/index.ts';
import { renderActionMail, type MailMessage } from '../../lib/mail.ts';
import type { AuthAccount } from '../auth/index.ts';
import { EMAIL_CHANGE_TTL_MS } from './account-safety.commands.ts';

type Recipient = Pick<AuthAccount, 'name' | 'language'>;
export type AccountNotice = 'email-changed' | 'password-changed';

const HOUR_MS = 60 * 60 * 1000;

export function emailChangeMail(recipient: Recipient, to: string, link: string, site: string): MailMessage {
  const t = translator(recipient.language);
  const body = renderActionMail({
    greeting: t('auth.mail.greeting', { name: recipient.name }),
    paragraphs: [t('accountSafety.mail.emailChange.intro', { site }), t('auth.mail.validFor', { duration: t('auth.mail.hours', { count: EMAIL_CHANGE_TTL_MS / HOUR_MS }) })],
    action: { label: t('accountSafety.mail.emailChange.action'), url: link },
    linkHint: t('auth.mail.linkHint'),
    footer: [t('accountSafety.mail.emailChange.ignore')],
  });
  return { to, subject: t('accountSafety.mail.emailChange.subject', { site }), ...body };
}

export function noticeMail(recipient: Recipient, to: string, notice: AccountNotice, settingsUrl: string, site: string): MailMessage {
  const t = translator(recipient.language);
  const body = renderActionMail({
    greeting: t('auth.mail.greeting', { name: recipient.name }),
    paragraphs: [t(`accountSafety.mail.notice.${notice}.intro`, { site })],
    action: { label: t('accountSafety.mail.notice.action'), url: settingsUrl },
    linkHint: t('auth.mail.linkHint'),
    footer: [t('accountSafety.mail.notice.ignore')],
  });
  return { to, subject: t(`accountSafety.mail.notice.${notice}.subject`, { site }), ...body };
}

export function exportReadyMail(recipient: Recipient & { email: string }, link: string, site: string): MailMessage {
  const t = translator(recipient.language);
  const body = renderActionMail({
    greeting: t('auth.mail.greeting', { name: recipient.name }),
    paragraphs: [t('accountSafety.mail.export.intro')],
    action: { label: t('accountSafety.mail.export.action'), url: link },
    linkHint: t('auth.mail.linkHint'),
    footer: [t('accountSafety.mail.export.ignore')],
  });
  return { to: recipient.email, subject: t('accountSafety.mail.export.subject', { site }), ...body };
}
