import { count, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { communityMembers, subsites, telegramImports, telegramLinks, telegramMessages } from '../../db/schema/index.ts';
import { subsiteUrl } from '../../../shared/slugs.ts';
import type { TelegramImportDto, TelegramLinkDto, TelegramStateDto } from '../../../shared/dto/telegram.ts';
import type { ImportRow } from './telegram.import.ts';

function importDto(row: ImportRow): TelegramImportDto {
  return {
    id: row.id,
    status: row.status,
    publish: row.publish,
    total: row.total,
    processed: row.processed,
    created: row.created,
    skipped: row.skipped,
    ignored: row.ignored,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** What the settings show: never the token, only whose bot it is and which channel. */
export async function telegramState(db: Db, subsiteId: number): Promise<TelegramStateDto> {
  const [[link], [latest]] = await Promise.all([
    db
      .select({
        row: telegramLinks,
        sent: sql<number>`(select ${count()} from ${telegramMessages} where ${telegramMessages.chatId} = ${telegramLinks.chatId} and not ${telegramMessages.imported})`.mapWith(Number),
      })
      .from(telegramLinks)
      .where(eq(telegramLinks.subsiteId, subsiteId))
      .limit(1),
    db.select().from(telegramImports).where(eq(telegramImports.subsiteId, subsiteId)).orderBy(desc(telegramImports.id)).limit(1),
  ]);
  const linkDto: TelegramLinkDto | null = link
    ? {
        bot_username: link.row.botUsername,
        channel_title: link.row.chatTitle,
        channel: link.row.chatUsername ? `@${link.row.chatUsername}` : link.row.chatId,
        channel_url: link.row.chatUsername ? `https://t.me/${link.row.chatUsername}` : null,
        enabled: link.row.enabled,
        disabled_reason: link.row.disabledReason ?? null,
        consecutive_failures: link.row.consecutiveFailures,
        last_error: link.row.lastError,
        last_error_at: link.row.lastErrorAt?.toISOString() ?? null,
        posts_sent: link.sent,
        created_at: link.row.createdAt.toISOString(),
      }
    : null;
  return { link: linkDto, import: latest ? importDto(latest) : null };
}

/** Who hears that a link was switched off (the blog's author, or the community's owner and administrators), and where to fix it. */
export async function telegramKeepers(db: Db, subsiteId: number): Promise<{ userIds: number[]; link: string } | null> {
  const rows = await queryRows<{ type: string; slug: string; user_ids: number[] }>(db, sql`
    select s.type, s.slug,
      case when s.type = 'user' then array[s.id]
      else array(select s.creator_id where s.creator_id is not null union select m.user_id from ${communityMembers} m where m.subsite_id = s.id and m.role = 'admin')
      end as user_ids
    from ${subsites} s where s.id = ${subsiteId}`);
  const row = rows[0];
  if (!row) return null;
  return { userIds: row.user_ids, link: row.type === 'user' ? '/settings/telegram' : `${subsiteUrl(row.slug)}/settings?tab=telegram` };
}
