// The footer's unsubscribe link is the one the List-Unsubscribe header carries.
import { translator } from '../../../shared/i18n/index.ts';
import { escapeHtml } from '../../../shared/meta-tags.ts';
import type { DigestFrequency } from '../../../shared/dto/delivery.ts';
import type { MailRenderer, RenderedMail } from './mail-delivery.ts';

export interface MailNotification {
  title: string;
  text: string;
  url: string;
}

export interface DigestPost {
  title: string;
  excerpt: string;
  url: string;
  /** The blog or community it was published in. */
  owner: string;
  rating: number;
  comments: number;
}

interface Layout {
  site: string;
  /** Shown at the top, and the plain text's first line. */
  heading: string;
  intro: string | null;
  /** Already escaped HTML blocks, each with its plain-text twin. */
  blocks: Array<{ html: string; text: string }>;
  reason: string;
  unsubscribeLabel: string;
  unsubscribeUrl: string;
}

function layout({ site, heading, intro, blocks, reason, unsubscribeLabel, unsubscribeUrl }: Layout): Pick<RenderedMail, 'text' | 'html'> {
  const text = [heading, ...(intro ? [intro] : []), ...blocks.map((block) => block.text), '—', reason, `${unsubscribeLabel}: ${unsubscribeUrl}`].join('\n\n') + '\n';
  const url = escapeHtml(unsubscribeUrl);
  const html = `<!doctype html>
<html>
  <body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#18181b">
    <div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border-radius:12px">
      <p style="margin:0 0 8px;font-size:13px;color:#71717a">${escapeHtml(site)}</p>
      <h1 style="margin:0 0 16px;font-size:20px;line-height:1.3">${escapeHtml(heading)}</h1>
      ${intro ? `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>` : ''}
      ${blocks.map((block) => block.html).join('\n      ')}
      <hr style="margin:24px 0 16px;border:0;border-top:1px solid #e4e4e7">
      <p style="margin:0 0 8px;font-size:13px;color:#71717a">${escapeHtml(reason)}</p>
      <p style="margin:0;font-size:13px"><a href="${url}" style="color:#71717a">${escapeHtml(unsubscribeLabel)}</a></p>
    </div>
  </body>
</html>
`;
  return { text, html };
}

const button = (label: string, url: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;background:#2563eb;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(label)}</a></p>`;

export function notificationMail(site: string, notification: MailNotification): MailRenderer {
  return (language, { unsubscribeUrl }) => {
    const t = translator(language);
    const action = t('delivery.mail.open');
    return {
      subject: `${notification.title} — ${site}`,
      ...layout({
        site,
        heading: notification.title,
        intro: notification.text || null,
        blocks: [{ html: button(action, notification.url), text: `${action}: ${notification.url}` }],
        reason: t('delivery.mail.notificationReason', { site }),
        unsubscribeLabel: t('delivery.mail.unsubscribeKind'),
        unsubscribeUrl,
      }),
    };
  };
}

export function digestMail(site: string, frequency: Exclude<DigestFrequency, 'off'>, posts: readonly DigestPost[]): MailRenderer {
  return (language, { unsubscribeUrl }) => {
    const t = translator(language);
    const blocks = posts.map((post) => {
      const title = post.title || t('delivery.digest.untitled');
      const counts = t('delivery.digest.counts', { rating: post.rating, comments: t('delivery.digest.comments', { count: post.comments }) });
      return {
        html: `<div style="margin:0 0 20px">
        <p style="margin:0 0 4px;font-size:13px;color:#71717a">${escapeHtml(post.owner)}</p>
        <a href="${escapeHtml(post.url)}" style="font-size:17px;font-weight:bold;color:#18181b;text-decoration:none">${escapeHtml(title)}</a>
        ${post.excerpt ? `<p style="margin:4px 0 0;color:#3f3f46">${escapeHtml(post.excerpt)}</p>` : ''}
        <p style="margin:4px 0 0;font-size:13px;color:#71717a">${escapeHtml(counts)}</p>
      </div>`,
        text: [`${title} (${post.owner})`, ...(post.excerpt ? [post.excerpt] : []), counts, post.url].join('\n'),
      };
    });
    return {
      subject: t(`delivery.digest.subject.${frequency}`, { site }),
      ...layout({
        site,
        heading: t(`delivery.digest.heading.${frequency}`),
        intro: t('delivery.digest.intro'),
        blocks,
        reason: t(`delivery.digest.reason.${frequency}`, { site }),
        unsubscribeLabel: t('delivery.mail.unsubscribeDigest'),
        unsubscribeUrl,
      }),
    };
  };
}
