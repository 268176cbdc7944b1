// Reading Telegram Desktop's JSON export (result.json): which messages become posts, and each one's title and blocks.
// The editor's inline marks are b, i and a: bold and italic keep theirs, links keep their address, and what has no
// mark here (underline, strikethrough, code, spoilers, hashtags, mentions) stays as its plain text.
import { escapeHtml } from './telegram.message.ts';

export interface TextEntity {
  type: string;
  text: string;
  href?: string;
}

export interface ExportMessage {
  id: number;
  type: string;
  date?: string;
  date_unixtime?: string;
  text?: string | Array<string | TextEntity>;
  text_entities?: TextEntity[];
  photo?: string;
  media_type?: string;
  poll?: unknown;
  file?: string;
  location_information?: unknown;
  contact_information?: unknown;
}

export interface ChannelExport {
  name?: string;
  type?: string;
  id?: number;
  messages?: ExportMessage[];
}

/** A message that becomes a post: its text as entities, its photo's path inside the export, and when it was posted. */
export interface ImportableMessage {
  id: number;
  date: Date;
  entities: TextEntity[];
  photo: string | null;
}

/** The channel's id as the Bot API names it: exports give it without the -100 prefix of channels. */
export function exportChatId(data: ChannelExport): string | null {
  if (typeof data.id !== 'number' || !Number.isSafeInteger(data.id)) return null;
  return data.id < 0 ? String(data.id) : `-100${data.id}`;
}

function entitiesOf(message: ExportMessage): TextEntity[] {
  if (Array.isArray(message.text_entities)) return message.text_entities.filter((entity) => typeof entity?.text === 'string');
  if (typeof message.text === 'string') return message.text ? [{ type: 'plain', text: message.text }] : [];
  if (Array.isArray(message.text)) return message.text.map((part) => (typeof part === 'string' ? { type: 'plain', text: part } : part)).filter((entity) => typeof entity?.text === 'string');
  return [];
}

function dateOf(message: ExportMessage): Date | null {
  const seconds = Number(message.date_unixtime);
  const date = Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : message.date ? new Date(`${message.date}Z`) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** Only a channel's own messages with text or a photo; service messages, polls, stickers, files, voices, places are not posts. */
export function importable(message: ExportMessage): ImportableMessage | null {
  if (message?.type !== 'message' || !Number.isSafeInteger(message.id)) return null;
  if (message.poll || message.media_type || message.file || message.location_information || message.contact_information) return null;
  const entities = entitiesOf(message);
  const photo = typeof message.photo === 'string' && !message.photo.startsWith('(') ? message.photo : null;
  const date = dateOf(message);
  if (!date || (!photo && entities.every((entity) => !entity.text.trim()))) return null;
  return { id: message.id, date, entities, photo };
}

const TITLE_MAX = 120;
/** A title made from the text's start: a few words, not a paragraph. */
const MADE_TITLE = 80;

function inline(entity: TextEntity, html: string): string {
  switch (entity.type) {
    case 'bold':
      return `<b>${html}</b>`;
    case 'italic':
      return `<i>${html}</i>`;
    case 'text_link':
      return entity.href && /^https?:\/\//i.test(entity.href) ? `<a href="${escapeHtml(entity.href).replace(/"/g, '&quot;')}">${html}</a>` : html;
    case 'link': {
      const href = /^https?:\/\//i.test(entity.text) ? entity.text : `https://${entity.text}`;
      return `<a href="${escapeHtml(href).replace(/"/g, '&quot;')}">${html}</a>`;
    }
    default:
      return html;
  }
}

/** Paragraphs of inline HTML: a blank line starts a paragraph, a single line break is a <br>, a code block is one of its own. */
export function paragraphsOf(entities: readonly TextEntity[]): string[] {
  const paragraphs: string[] = [];
  let current = '';
  const close = () => {
    if (current.replace(/<br>/g, '').trim()) paragraphs.push(current.replace(/^(<br>)+|(<br>)+$/g, '').trim());
    current = '';
  };
  for (const entity of entities) {
    if (entity.type === 'pre') {
      close();
      current = escapeHtml(entity.text).replace(/\n/g, '<br>');
      close();
      continue;
    }
    entity.text.split(/\n{2,}/).forEach((piece, index) => {
      if (index > 0) close();
      if (piece) current += piece.split('\n').map((line) => (line ? inline(entity, escapeHtml(line)) : '')).join('<br>');
    });
  }
  close();
  return paragraphs;
}

/**
 * The first line when it is short and more follows; otherwise the text's first words, and the text stays whole. A
 * short line alone is the title of a photo, and the text of a post without one (a post needs more than a title).
 */
export function splitTitle(entities: readonly TextEntity[], withPhoto: boolean): { title: string; body: TextEntity[] } {
  const text = entities.map((entity) => entity.text).join('');
  const trimmed = text.trimStart();
  const lead = text.length - trimmed.length;
  const end = trimmed.indexOf('\n');
  const firstLine = (end < 0 ? trimmed : trimmed.slice(0, end)).trim();
  if (end >= 0 && firstLine && firstLine.length <= TITLE_MAX && trimmed.slice(end).trim()) {
    return { title: firstLine, body: dropChars(entities, lead + end + 1) };
  }
  const words = trimmed.replace(/\s+/g, ' ').trim();
  if (words.length <= MADE_TITLE) return withPhoto ? { title: words, body: [] } : { title: '', body: [...entities] };
  const cut = words.slice(0, MADE_TITLE);
  const space = cut.lastIndexOf(' ');
  return { title: `${(space > MADE_TITLE / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?—-]+$/, '')}…`, body: [...entities] };
}

function dropChars(entities: readonly TextEntity[], count: number): TextEntity[] {
  let left = count;
  const kept: TextEntity[] = [];
  for (const entity of entities) {
    if (left >= entity.text.length) {
      left -= entity.text.length;
      continue;
    }
    kept.push({ ...entity, text: entity.text.slice(left) });
    left = 0;
  }
  return kept;
}
