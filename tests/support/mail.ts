/**
 * Reading the mail the app sent: the .eml files of the file mailer (DATA_DIR/mail), or raw
 * messages captured by a test SMTP server, decoded into headers, text and HTML for assertions.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface SentMail {
  from: string;
  to: string;
  subject: string;
  contentType: string;
  text: string;
  html: string;
  /** Every top-level header field, by lowercased name (decoded). */
  headers: Map<string, string>;
}

/** Every message in DATA_DIR/mail, oldest first. */
export async function readMailDir(dataDir: string): Promise<SentMail[]> {
  const directory = path.join(dataDir, 'mail');
  const files = (await readdir(directory).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(files.map(async (name) => parseMail(await readFile(path.join(directory, name), 'utf8'))));
}

/** The message sent last to an address. */
export async function lastMailTo(dataDir: string, to: string): Promise<SentMail> {
  const mail = (await readMailDir(dataDir)).filter((message) => message.to.toLowerCase().includes(to.toLowerCase())).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** The first link of the plain-text part that starts with `prefix`. */
export function linkIn(mail: SentMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in:\n${mail.text}`);
  return link;
}

export function parseMail(raw: string): SentMail {
  const { headers, body } = splitEntity(raw);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const parts = leafParts(contentType, headers, body);
  const partOf = (type: string) => parts.find((part) => part.type === type)?.content ?? '';
  return {
    from: headers.get('from') ?? '',
    to: headers.get('to') ?? '',
    subject: headers.get('subject') ?? '',
    contentType,
    text: partOf('text/plain'),
    html: partOf('text/html'),
    headers,
  };
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body: end === -1 ? '' : normalized.slice(end + 2) };
}

function leafParts(contentType: string, headers: Map<string, string>, body: string): { type: string; content: string }[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!contentType.toLowerCase().startsWith('multipart/') || !boundary) {
    return [{ type: contentType.split(';')[0]!.trim().toLowerCase(), content: decodeBody(body, headers.get('content-transfer-encoding')) }];
  }
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((chunk) => {
      const part = splitEntity(chunk.replace(/^\n/, ''));
      return leafParts(part.headers.get('content-type') ?? 'text/plain', part.headers, part.body);
    });
}

function decodeBody(body: string, encoding = '7bit'): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return quotedPrintable(body.replace(/=\n/g, ''));
    default:
      return body;
  }
}

function quotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects and names. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : quotedPrintable(data.replace(/_/g, ' ')),
    );
}
