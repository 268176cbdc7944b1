// Each letter goes to a verified address, in the member's language, with a one-click unsubscribe from exactly its topic
// (RFC 8058). Called from jobs only: a slow mail server never holds up a request.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subsites, users } from '../../db/schema/index.ts';
import type { Language } from '../../../shared/dto/user.ts';
import type { MailTopic } from '../../../shared/dto/delivery.ts';
import type { Mailer } from '../../lib/mail.ts';
import { unsubscribeLink } from './unsubscribe-tokens.ts';

export interface MailDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  secret: string;
}

export interface MailRecipient {
  id: number;
  name: string;
  email: string;
  language: Language;
}

export interface MailContext {
  recipient: MailRecipient;
  unsubscribeUrl: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export type MailRenderer = (language: Language, context: MailContext) => RenderedMail;

/** Null for an address never confirmed (it may be someone else's), a member banned now, a deleted account. */
export async function mailRecipient(db: Db, userId: number, now = new Date()): Promise<MailRecipient | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: subsites.name,
      email: users.email,
      language: users.language,
      verifiedAt: users.emailVerifiedAt,
      bannedAt: users.bannedAt,
      bannedUntil: users.bannedUntil,
      deletedAt: subsites.deletedAt,
    })
    .from(users)
    .innerJoin(subsites, eq(subsites.id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || row.verifiedAt === null || row.deletedAt !== null) return null;
  if (row.bannedAt !== null && (row.bannedUntil === null || row.bannedUntil > now)) return null;
  return { id: row.id, name: row.name, email: row.email, language: row.language };
}

/** Sends one letter to the member; false when they are not someone the site writes to. */
export async function sendUserMail(deps: MailDeps, userId: number, topic: MailTopic, render: MailRenderer): Promise<boolean> {
  const recipient = await mailRecipient(deps.db, userId);
  if (!recipient) return false;
  const unsubscribeUrl = unsubscribeLink(deps.appUrl, deps.secret, { userId, topic });
  const letter = render(recipient.language, { recipient, unsubscribeUrl });
  await deps.mailer.send({
    to: recipient.email,
    ...letter,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
  return true;
}
