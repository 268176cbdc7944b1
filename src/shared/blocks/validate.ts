// Checks structure and limits only; the server still sanitizes the HTML (server/lib/sanitize.ts) before storing it.
import { message, type FieldMessages } from '../i18n/messages.ts';
import { isEmbedService, normaliseEmbedUrl } from './embed-services.ts';
import { uploadKey } from './media.ts';
import type {
  Block,
  BlockTunes,
  CarouselCaption,
  CarouselItem,
  EmbedData,
  LinkAutoMeta,
  LinkMeta,
  ListItem,
  ListStyle,
  PollData,
  PollOption,
  QuoteAlignment,
} from './types.ts';

export const BLOCK_LIMITS = {
  blocks: 200,
  id: 32,
  paragraph: 10_000,
  header: 300,
  listItems: 100,
  listItem: 2_000,
  /** Nesting levels of a list, counting the top one. */
  listDepth: 5,
  quote: 3_000,
  caption: 500,
  carouselItems: 50,
  url: 2_048,
  linkTitle: 300,
  linkDescription: 1_000,
  authorName: 100,
  embedSide: 10_000,
  pollQuestion: 300,
  pollOption: 100,
  pollOptionsMin: 2,
  pollOptionsMax: 10,
  /** How far ahead a poll's end may be set. */
  pollDurationMs: 366 * 24 * 3600 * 1000,
  /** A serialised document larger than this is refused before parsing. */
  json: 2_000_000,
} as const;

export type BlocksResult = { ok: true; blocks: Block[] } | { ok: false; errors: FieldMessages };

type Problem = { kind: 'required' | 'invalid' } | { kind: 'tooLong' | 'tooManyItems' | 'tooFewItems'; max: number };

class Checker {
  readonly problems = new Map<string, Problem[]>();

  fail(path: string, problem: Problem): undefined {
    const list = this.problems.get(path) ?? [];
    list.push(problem);
    this.problems.set(path, list);
    return undefined;
  }

  /** A string field; absent means empty unless required. */
  text(value: unknown, path: string, max: number, required = false): string | undefined {
    if (value === undefined || value === null) return required ? this.fail(path, { kind: 'required' }) : '';
    if (typeof value !== 'string') return this.fail(path, { kind: 'invalid' });
    if (required && value.trim() === '') return this.fail(path, { kind: 'required' });
    if (value.length > max) return this.fail(path, { kind: 'tooLong', max });
    return value;
  }

  url(value: unknown, path: string, required: boolean): string | null | undefined {
    if (value === undefined || value === null || value === '') return required ? this.fail(path, { kind: 'required' }) : null;
    if (typeof value !== 'string') return this.fail(path, { kind: 'invalid' });
    if (value.length > BLOCK_LIMITS.url) return this.fail(path, { kind: 'tooLong', max: BLOCK_LIMITS.url });
    const href = httpUrl(value);
    return href ?? this.fail(path, { kind: 'invalid' });
  }

  /** A picture or video: an absolute http(s) URL or a stored `/uploads/<key>` reference. */
  mediaUrl(value: unknown, path: string, required: boolean): string | null | undefined {
    if (typeof value === 'string' && uploadKey(value) !== null) return value;
    return this.url(value, path, required);
  }

  size(value: unknown, path: string): number | null | undefined {
    if (value === undefined || value === null || value === '') return null;
    const n = typeof value === 'string' ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > BLOCK_LIMITS.embedSide) return this.fail(path, { kind: 'invalid' });
    return n;
  }

  bool(value: unknown, path: string, fallback: boolean): boolean | undefined {
    if (value === undefined || value === null) return fallback;
    return typeof value === 'boolean' ? value : this.fail(path, { kind: 'invalid' });
  }

  errors(): FieldMessages {
    const out: FieldMessages = {};
    for (const [path, problems] of this.problems) {
      out[path] = problems.map((p) => {
        if (p.kind === 'required') return message('validation.required');
        if (p.kind === 'tooLong') return message('validation.tooLong', { max: p.max });
        if (p.kind === 'tooManyItems') return message('validation.tooManyItems', { max: p.max });
        if (p.kind === 'tooFewItems') return message('validation.tooFewItems', { min: p.max });
        return message('validation.invalid');
      });
    }
    return out;
  }
}

/**
 * Raw whitespace and control characters are refused rather than left to the URL parser, which silently
 * drops some of them (the classic `java\tscript:` trick).
 */
export function httpUrl(value: string): string | null {
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.href.length <= BLOCK_LIMITS.url ? url.href : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const ID_PATTERN = /^[A-Za-z0-9_-]+$/;
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Editor.js-style 10-character id for blocks that arrive without one (older data, API clients). */
function newBlockId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
}

function blockList(input: unknown, check: Checker): unknown[] | undefined {
  let value = input;
  if (typeof value === 'string') {
    if (value.length > BLOCK_LIMITS.json) return check.fail('blocks', { kind: 'invalid' });
    try {
      value = JSON.parse(value);
    } catch {
      return check.fail('blocks', { kind: 'invalid' });
    }
  }
  if (isRecord(value)) value = value.blocks;
  if (!Array.isArray(value)) return check.fail('blocks', { kind: value === undefined ? 'required' : 'invalid' });
  if (value.length > BLOCK_LIMITS.blocks) return check.fail('blocks', { kind: 'tooManyItems', max: BLOCK_LIMITS.blocks });
  return value;
}

export function validateBlocks(input: unknown): BlocksResult {
  const check = new Checker();
  const list = blockList(input, check);
  const blocks: Block[] = [];
  const seenIds = new Set<string>();
  list?.forEach((raw, index) => {
    const block = validateBlock(raw, `blocks.${index}`, check);
    if (!block) return;
    if (seenIds.has(block.id)) {
      check.fail(`blocks.${index}.id`, { kind: 'invalid' });
      return;
    }
    seenIds.add(block.id);
    blocks.push(block);
  });
  if (check.problems.size > 0) return { ok: false, errors: check.errors() };
  return { ok: true, blocks };
}

function validateBlock(raw: unknown, path: string, check: Checker): Block | undefined {
  if (!isRecord(raw)) return check.fail(path, { kind: 'invalid' });

  let id: string | undefined = newBlockId();
  if (raw.id !== undefined && raw.id !== null) {
    id = check.text(raw.id, `${path}.id`, BLOCK_LIMITS.id, true);
    if (id !== undefined && !ID_PATTERN.test(id)) id = check.fail(`${path}.id`, { kind: 'invalid' });
  }
  const tunes = validateTunes(raw.tunes, `${path}.tunes`, check);

  const dataPath = `${path}.data`;
  const rawData = raw.data ?? {};
  if (!isRecord(rawData)) return check.fail(dataPath, { kind: 'invalid' });

  let block: Block | undefined;
  switch (raw.type) {
    case 'paragraph': {
      const text = check.text(rawData.text, `${dataPath}.text`, BLOCK_LIMITS.paragraph);
      if (text !== undefined) block = { id: '', type: 'paragraph', data: { text }, tunes: {} };
      break;
    }
    case 'header': {
      const text = check.text(rawData.text, `${dataPath}.text`, BLOCK_LIMITS.header);
      // Only level 2 exists (spec); a missing level means the default.
      if (rawData.level !== undefined && rawData.level !== 2 && rawData.level !== '2') check.fail(`${dataPath}.level`, { kind: 'invalid' });
      else if (text !== undefined) block = { id: '', type: 'header', data: { text, level: 2 }, tunes: {} };
      break;
    }
    case 'list': {
      const data = validateList(rawData, dataPath, check);
      if (data) block = { id: '', type: 'list', data, tunes: {} };
      break;
    }
    case 'quote': {
      const text = check.text(rawData.text, `${dataPath}.text`, BLOCK_LIMITS.quote);
      const caption = check.text(rawData.caption, `${dataPath}.caption`, BLOCK_LIMITS.caption);
      const alignment = rawData.alignment ?? 'left';
      if (alignment !== 'left' && alignment !== 'center') check.fail(`${dataPath}.alignment`, { kind: 'invalid' });
      else if (text !== undefined && caption !== undefined) {
        block = { id: '', type: 'quote', data: { text, caption, alignment: alignment as QuoteAlignment }, tunes: {} };
      }
      break;
    }
    case 'delimiter':
      block = { id: '', type: 'delimiter', data: {}, tunes: {} };
      break;
    case 'embed': {
      const data = validateEmbed(rawData, dataPath, check);
      if (data) block = { id: '', type: 'embed', data, tunes: {} };
      break;
    }
    case 'link': {
      const link = check.url(rawData.link, `${dataPath}.link`, true);
      const meta = validateLinkMeta(rawData.meta, `${dataPath}.meta`, check);
      if (link && meta) block = { id: '', type: 'link', data: { link, meta }, tunes: {} };
      break;
    }
    case 'linkAuto': {
      const link = check.url(rawData.link, `${dataPath}.link`, true);
      const meta = validateLinkAutoMeta(rawData.meta, `${dataPath}.meta`, check);
      if (link && meta) block = { id: '', type: 'linkAuto', data: { link, meta }, tunes: {} };
      break;
    }
    case 'carousel': {
      const items = validateCarousel(rawData.items, `${dataPath}.items`, check);
      if (items) block = { id: '', type: 'carousel', data: { items }, tunes: {} };
      break;
    }
    case 'poll': {
      const data = validatePoll(rawData, dataPath, check);
      if (data) block = { id: '', type: 'poll', data, tunes: {} };
      break;
    }
    default:
      return check.fail(`${path}.type`, { kind: raw.type === undefined ? 'required' : 'invalid' });
  }
  if (!block || id === undefined || tunes === undefined) return undefined;
  block.id = id;
  block.tunes = tunes;
  return block;
}

function validateTunes(raw: unknown, path: string, check: Checker): BlockTunes | undefined {
  if (raw === undefined || raw === null) return {};
  if (!isRecord(raw)) return check.fail(path, { kind: 'invalid' });
  // Tunes the editor may add later are ignored rather than refused; ours are checked.
  const tunes: BlockTunes = {};
  for (const name of ['ShowInFeed', 'Hide'] as const) {
    if (raw[name] === undefined) continue;
    const value = check.bool(raw[name], `${path}.${name}`, false);
    if (value === undefined) return undefined;
    tunes[name] = value;
  }
  return tunes;
}

function validateList(raw: Record<string, unknown>, path: string, check: Checker): { style: ListStyle; items: ListItem[] } | undefined {
  const style = raw.style ?? 'unordered';
  if (style !== 'ordered' && style !== 'unordered') return check.fail(`${path}.style`, { kind: 'invalid' });
  const counter = { count: 0 };
  const items = listItems(raw.items, `${path}.items`, 1, counter, check);
  if (counter.count > BLOCK_LIMITS.listItems) return check.fail(`${path}.items`, { kind: 'tooManyItems', max: BLOCK_LIMITS.listItems });
  return items && { style, items };
}

/** Both list forms: 1.x strings and 2.x `{content, items}` objects (their `meta` is dropped). */
function listItems(raw: unknown, path: string, depth: number, counter: { count: number }, check: Checker): ListItem[] | undefined {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) return check.fail(path, { kind: 'invalid' });
  if (depth > BLOCK_LIMITS.listDepth) return check.fail(path, { kind: 'invalid' });
  const items: ListItem[] = [];
  let failed = false;
  raw.forEach((item, index) => {
    counter.count++;
    if (counter.count > BLOCK_LIMITS.listItems) return;
    const itemPath = `${path}.${index}`;
    if (typeof item === 'string') {
      const content = check.text(item, itemPath, BLOCK_LIMITS.listItem);
      if (content === undefined) failed = true;
      else items.push({ content, items: [] });
      return;
    }
    if (!isRecord(item)) {
      failed = true;
      check.fail(itemPath, { kind: 'invalid' });
      return;
    }
    const content = check.text(item.content, `${itemPath}.content`, BLOCK_LIMITS.listItem);
    const children = listItems(item.items, `${itemPath}.items`, depth + 1, counter, check);
    if (content === undefined || children === undefined) failed = true;
    else items.push({ content, items: children });
  });
  return failed ? undefined : items;
}

function validateEmbed(raw: Record<string, unknown>, path: string, check: Checker): EmbedData | undefined {
  if (!isEmbedService(raw.service)) return check.fail(`${path}.service`, { kind: raw.service === undefined ? 'required' : 'invalid' });
  const service = raw.service;
  const source = check.url(raw.source, `${path}.source`, true);
  let embed: string | undefined;
  if (typeof raw.embed !== 'string' || raw.embed === '') check.fail(`${path}.embed`, { kind: raw.embed ? 'invalid' : 'required' });
  else if (raw.embed.length > BLOCK_LIMITS.url) check.fail(`${path}.embed`, { kind: 'tooLong', max: BLOCK_LIMITS.url });
  else embed = normaliseEmbedUrl(service, raw.embed) ?? check.fail(`${path}.embed`, { kind: 'invalid' });
  const width = check.size(raw.width, `${path}.width`);
  const height = check.size(raw.height, `${path}.height`);
  const caption = check.text(raw.caption, `${path}.caption`, BLOCK_LIMITS.caption);
  if (!source || embed === undefined || width === undefined || height === undefined || caption === undefined) return undefined;
  return { service, source, embed, width, height, caption };
}

function validateLinkMeta(raw: unknown, path: string, check: Checker): LinkMeta | undefined {
  if (raw === undefined || raw === null) return { title: '', description: '' };
  if (!isRecord(raw)) return check.fail(path, { kind: 'invalid' });
  const title = check.text(raw.title, `${path}.title`, BLOCK_LIMITS.linkTitle);
  const description = check.text(raw.description, `${path}.description`, BLOCK_LIMITS.linkDescription);
  let image: string | null | undefined = null;
  if (raw.image !== undefined && raw.image !== null) {
    image = isRecord(raw.image) ? check.mediaUrl(raw.image.url, `${path}.image.url`, false) : check.fail(`${path}.image`, { kind: 'invalid' });
  }
  if (title === undefined || description === undefined || image === undefined) return undefined;
  return image ? { title, description, image: { url: image } } : { title, description };
}

function validateLinkAutoMeta(raw: unknown, path: string, check: Checker): LinkAutoMeta | undefined {
  const base = validateLinkMeta(raw, path, check);
  const fields = isRecord(raw) ? raw : {};
  const isPost = check.bool(fields.is_post, `${path}.is_post`, false);
  const favicon = optionalUrl(fields.favicon, `${path}.favicon`, check);
  const data = isPost ? linkAutoPostData(fields.data, `${path}.data`, check) : null;
  if (base === undefined || isPost === undefined || favicon === undefined || data === undefined) return undefined;
  return { ...base, is_post: isPost, ...(favicon ? { favicon: { url: favicon } } : {}), ...(data ? { data } : {}) };
}

function optionalUrl(raw: unknown, path: string, check: Checker): string | null | undefined {
  if (raw === undefined || raw === null) return null;
  return isRecord(raw) ? check.url(raw.url, `${path}.url`, false) : check.fail(path, { kind: 'invalid' });
}

function linkAutoPostData(raw: unknown, path: string, check: Checker): LinkAutoMeta['data'] | null | undefined {
  if (raw === undefined || raw === null) return null;
  if (!isRecord(raw) || !isRecord(raw.user)) return check.fail(`${path}.user`, { kind: 'invalid' });
  const name = check.text(raw.user.name, `${path}.user.name`, BLOCK_LIMITS.authorName, true);
  const avatar = optionalUrl(raw.user.avatar, `${path}.user.avatar`, check);
  if (name === undefined || avatar === undefined) return undefined;
  return { user: { name, ...(avatar ? { avatar: { url: avatar } } : {}) } };
}

function validateCarousel(raw: unknown, path: string, check: Checker): CarouselItem[] | undefined {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) return check.fail(path, { kind: 'invalid' });
  if (raw.length > BLOCK_LIMITS.carouselItems) return check.fail(path, { kind: 'tooManyItems', max: BLOCK_LIMITS.carouselItems });
  const items: CarouselItem[] = [];
  const ok = eachRecord(raw, path, check, (item, itemPath) => {
    // An empty url is allowed here: sanitizeBlocks drops such items (spec).
    const url = check.mediaUrl(item.url, `${itemPath}.url`, false);
    const caption = carouselCaption(item.caption, `${itemPath}.caption`, check);
    if (url === undefined || caption === undefined) return false;
    items.push({ url: url ?? '', caption });
    return true;
  });
  return ok ? items : undefined;
}

/** `visit` checks each item that is an object; answers whether every item passed. */
function eachRecord(raw: readonly unknown[], path: string, check: Checker, visit: (item: Record<string, unknown>, itemPath: string) => boolean): boolean {
  let ok = true;
  raw.forEach((item, index) => {
    const itemPath = `${path}.${index}`;
    const passed = isRecord(item) ? visit(item, itemPath) : check.fail(itemPath, { kind: 'invalid' });
    if (!passed) ok = false;
  });
  return ok;
}

/** The caption arrives as a JSON string (the original client) or an object; stored as an object. */
function carouselCaption(raw: unknown, path: string, check: Checker): CarouselCaption | undefined {
  let value = raw ?? {};
  if (typeof value === 'string') {
    if (value.length > BLOCK_LIMITS.url * 2) return check.fail(path, { kind: 'tooLong', max: BLOCK_LIMITS.url * 2 });
    try {
      value = value.trim() === '' ? {} : JSON.parse(value);
    } catch {
      return check.fail(path, { kind: 'invalid' });
    }
  }
  if (!isRecord(value)) return check.fail(path, { kind: 'invalid' });

  const width = check.size(value.width, `${path}.width`);
  const height = check.size(value.height, `${path}.height`);
  const thumb = check.mediaUrl(value.thumb, `${path}.thumb`, false);
  let resourceType: 'image' | 'video' | undefined;
  if (value.resource_type === undefined || value.resource_type === null) resourceType = value.is_image === false ? 'video' : 'image';
  else if (value.resource_type === 'image' || value.resource_type === 'video') resourceType = value.resource_type;
  else check.fail(`${path}.resource_type`, { kind: 'invalid' });
  const isImage = check.bool(value.is_image, `${path}.is_image`, resourceType === 'image');
  const hasAudio = check.bool(value.has_audio, `${path}.has_audio`, false);
  let format: string | null | undefined = null;
  if (value.format !== undefined && value.format !== null && value.format !== '') {
    format = typeof value.format === 'string' && /^[a-z0-9]{1,10}$/i.test(value.format) ? value.format.toLowerCase() : check.fail(`${path}.format`, { kind: 'invalid' });
  }
  let duration: number | null | undefined = null;
  if (value.duration !== undefined && value.duration !== null && value.duration !== '') {
    const n = Number(value.duration);
    duration = Number.isFinite(n) && n >= 0 && n <= 366 * 24 * 3600 ? n : check.fail(`${path}.duration`, { kind: 'invalid' });
  }
  if (width === undefined || height === undefined || thumb === undefined || resourceType === undefined || isImage === undefined || hasAudio === undefined || format === undefined || duration === undefined) {
    return undefined;
  }
  return { width, height, is_image: isImage, resource_type: resourceType, format, duration, thumb, has_audio: hasAudio };
}

/**
 * Plain texts, trimmed. The end's lower bound (in the future) is checked when a poll is created or
 * changed (server/features/polls): a post whose poll has ended must still save.
 */
function validatePoll(raw: Record<string, unknown>, path: string, check: Checker): PollData | undefined {
  const question = check.text(raw.question, `${path}.question`, BLOCK_LIMITS.pollQuestion, true)?.trim();
  const options = pollOptions(raw.options, `${path}.options`, check);
  const multiple = check.bool(raw.multiple, `${path}.multiple`, false);
  const results = raw.results ?? 'always';
  if (results !== 'always' && results !== 'after_vote') check.fail(`${path}.results`, { kind: 'invalid' });
  let endsAt: string | null | undefined = null;
  if (raw.ends_at !== undefined && raw.ends_at !== null && raw.ends_at !== '') {
    const time = typeof raw.ends_at === 'string' && raw.ends_at.length <= 40 ? Date.parse(raw.ends_at) : NaN;
    endsAt = Number.isFinite(time) && time <= Date.now() + BLOCK_LIMITS.pollDurationMs ? new Date(time).toISOString() : check.fail(`${path}.ends_at`, { kind: 'invalid' });
  }
  if (question === undefined || options === undefined || multiple === undefined || endsAt === undefined) return undefined;
  if (results !== 'always' && results !== 'after_vote') return undefined;
  return { question, options, multiple, ends_at: endsAt, results };
}

function pollOptions(raw: unknown, path: string, check: Checker): PollOption[] | undefined {
  if (!Array.isArray(raw)) return check.fail(path, { kind: raw === undefined || raw === null ? 'required' : 'invalid' });
  if (raw.length > BLOCK_LIMITS.pollOptionsMax) return check.fail(path, { kind: 'tooManyItems', max: BLOCK_LIMITS.pollOptionsMax });
  if (raw.length < BLOCK_LIMITS.pollOptionsMin) return check.fail(path, { kind: 'tooFewItems', max: BLOCK_LIMITS.pollOptionsMin });
  const options: PollOption[] = [];
  const ids = new Set<string>();
  const ok = eachRecord(raw, path, check, (item, itemPath) => {
    let id = item.id === undefined || item.id === null ? newBlockId() : check.text(item.id, `${itemPath}.id`, BLOCK_LIMITS.id, true);
    if (id !== undefined && (!ID_PATTERN.test(id) || ids.has(id))) id = check.fail(`${itemPath}.id`, { kind: 'invalid' });
    const text = check.text(item.text, `${itemPath}.text`, BLOCK_LIMITS.pollOption, true)?.trim();
    if (id === undefined || text === undefined) return false;
    ids.add(id);
    options.push({ id, text });
    return true;
  });
  return ok ? options : undefined;
}
