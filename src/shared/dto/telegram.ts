// A Telegram channel linked to a blog or a community: its posts are sent there, and a Telegram Desktop export imported here.

/** A token as @BotFather gives it: the bot's numeric id, a colon, then its secret part. */
export const BOT_TOKEN_PATTERN = /^\d{1,20}:[A-Za-z0-9_-]{30,64}$/;
/** `@username` of a public channel, or the numeric id (`-100…`) of any channel. */
export const CHANNEL_PATTERN = /^(@[A-Za-z][A-Za-z0-9_]{3,31}|-100\d{5,16})$/;

export const TELEGRAM_LIMITS = {
  token: 90,
  channel: 33,
  /** Failed sends in a row that switch a link off. */
  failuresToDisable: 5,
  /** The uploaded .zip of a Telegram Desktop export. */
  importBytes: 100 * 1024 * 1024,
  /** Unpacked: result.json, and every photo the import reads. */
  importJsonBytes: 50 * 1024 * 1024,
  importPhotoBytes: 10 * 1024 * 1024,
  /** Messages read from one export; later ones are left for another import. */
  importMessages: 2000,
} as const;

export type TelegramDisabledReason = 'manual' | 'failures';

export interface TelegramLinkDto {
  /** The bot's @username and the channel's title: the token itself never leaves the server. */
  bot_username: string;
  channel_title: string;
  /** `@username`, or the numeric id of a channel without one. */
  channel: string;
  channel_url: string | null;
  enabled: boolean;
  disabled_reason: TelegramDisabledReason | null;
  consecutive_failures: number;
  last_error: string | null;
  last_error_at: string | null;
  posts_sent: number;
  created_at: string;
}

export type TelegramImportStatus = 'queued' | 'running' | 'done' | 'failed';

export interface TelegramImportDto {
  id: number;
  status: TelegramImportStatus;
  publish: boolean;
  /** Messages in the export that could become posts, and how many were handled so far. */
  total: number;
  processed: number;
  created: number;
  /** Already imported before. */
  skipped: number;
  /** Service messages, polls, stickers and others that do not become posts. */
  ignored: number;
  error: string | null;
  created_at: string;
  finished_at: string | null;
}

export interface TelegramStateDto {
  link: TelegramLinkDto | null;
  import: TelegramImportDto | null;
}
