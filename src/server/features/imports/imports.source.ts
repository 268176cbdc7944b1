// What every reader turns its format into: the source's identity and its posts, with what was left out and why.
import { XMLParser } from 'fast-xml-parser';
import { Invalid } from '../../platform/errors.ts';

export interface SourceAuthor {
  /** The key items name their author by: a WordPress login, or a feed's author name. */
  key: string;
  name: string;
  email: string | null;
}

export interface SourceItem {
  externalId: string;
  title: string;
  html: string;
  /** The excerpt WordPress keeps beside the post, shown as the post's lead. */
  lead: string | null;
  publishedAt: Date | null;
  draft: boolean;
  authorKey: string | null;
  /** Category and tag names as written. */
  tags: string[];
  coverUrl: string | null;
  /** Relative addresses in the post are read against it. */
  baseUrl: string | null;
}

export interface ImportSource {
  /** Stable across runs of the same site or feed. */
  key: string;
  authors: SourceAuthor[];
  items: SourceItem[];
  /** Items not imported by their status or type (private, trash, pages, attachments). */
  skipped: number;
}

/** Elements that repeat in any of the formats: always arrays, so a one-item file reads like a long one. */
const REPEATED = new Set(['item', 'entry', 'category', 'wp:postmeta', 'wp:author', 'link', 'author', 'enclosure', 'media:content', 'media:thumbnail']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // A feed's escaped HTML is made of entities; DOCTYPE entities stay bounded by the parser's own limits.
  processEntities: { enabled: true, maxTotalExpansions: 10_000_000, maxExpandedLength: 200_000_000 },
  isArray: (name) => REPEATED.has(name),
});

export type XmlNode = Record<string, unknown>;

export function parseXml(text: string): XmlNode {
  try {
    return parser.parse(text) as XmlNode;
  } catch {
    throw Invalid.field('file', 'imports.errors.unreadable');
  }
}

/** The text of an element that may carry attributes or CDATA. */
export function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return textOf(value[0]);
  if (typeof value === 'object') return textOf((value as XmlNode)['#text']);
  return '';
}

export function nodesOf(value: unknown): XmlNode[] {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.filter((item): item is XmlNode => typeof item === 'object' && item !== null);
}

export function dateOf(value: string): Date | null {
  if (value === '' || value.startsWith('0000')) return null;
  // WordPress writes GMT times without a zone: "2024-03-01 10:00:00".
  const iso = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time);
}

export function absoluteUrl(value: string, base: string | null): string | null {
  if (value === '') return null;
  try {
    const url = base ? new URL(value, base) : new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
