// Without SMTP_URL each message is written as an .eml file under DATA_DIR/mail: real MIME, no server.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import { escapeHtml } from '../../shared/meta-tags.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer({ smtpUrl, dataDir, mailFrom }: Pick<Config, 'smtpUrl' | 'dataDir' | 'mailFrom'>): Mailer {
  return smtpUrl ? smtpMailer(smtpUrl, mailFrom) : fileMailer(path.join(dataDir, 'mail'), mailFrom);
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

function fileMailer(directory: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(directory, { recursive: true });
      // The timestamp first keeps a directory listing in sending order.
      const file = `${Date.now()}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(directory, file), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}

export interface ActionMail {
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  linkHint: string;
  footer: string[];
}

export function renderActionMail(mail: ActionMail): { text: string; html: string } {
  const text = [mail.greeting, ...mail.paragraphs, `${mail.action.label}: ${mail.action.url}`, ...mail.footer].join('\n\n') + '\n';
  const paragraph = (content: string) => `<p style="margin:0 0 16px">${escapeHtml(content)}</p>`;
  const url = escapeHtml(mail.action.url);
  const html = `<!doctype html>
<html>
  <body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#18181b">
    <div style="max-width:520px;margin:0 auto;padding:32px;background:#ffffff;border-radius:12px">
      ${paragraph(mail.greeting)}
      ${mail.paragraphs.map(paragraph).join('\n      ')}
      <p style="margin:24px 0"><a href="${url}" style="display:inline-block;padding:12px 20px;background:#2563eb;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(mail.action.label)}</a></p>
      <p style="margin:0 0 16px;font-size:13px;color:#71717a">${escapeHtml(mail.linkHint)}<br><a href="${url}" style="color:#2563eb;word-break:break-all">${url}</a></p>
      ${mail.footer.map((line) => `<p style="margin:0 0 8px;font-size:13px;color:#71717a">${escapeHtml(line)}</p>`).join('\n      ')}
    </div>
  </body>
</html>
`;
  return { text, html };
}
