// Every problem is named at its field (`links.2.url`), all at once.
import { message, type FieldMessages } from '../../../shared/i18n/messages.ts';
import type { SiteLink } from '../../../shared/pages.ts';

/** Time zones the runtime knows by their IANA names, plus UTC, which the list leaves out. */
const TIME_ZONES = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
const KEY = /^[A-Za-z0-9_-]+$/;
const DIGITS = /^\d+$/;
const ICON = /^[a-z0-9-]*$/;

export function isTimeZone(value: string): boolean {
  return TIME_ZONES.has(value);
}

/** An absolute http(s) address, or a path on this site (`/about`, an upload's `/uploads/…`). */
export function isSiteOrWebUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export class FieldProblems {
  readonly fields: FieldMessages = {};

  add(field: string, code: Parameters<typeof message>[0], params?: Parameters<typeof message>[1]): void {
    (this.fields[field] ??= []).push(message(code, params));
  }

  url(field: string, value: string | null): void {
    if (value !== null && !isSiteOrWebUrl(value)) this.add(field, 'adminSettings.errors.url');
  }

  key(field: string, value: string | null): void {
    if (value !== null && !KEY.test(value)) this.add(field, 'adminSettings.errors.key');
  }

  links(field: string, links: SiteLink[]): void {
    links.forEach((link, index) => {
      if (!link.name.trim()) this.add(`${field}.${index}.name`, 'validation.required');
      this.url(`${field}.${index}.url`, link.url);
      if (link.icon !== undefined && !ICON.test(link.icon)) this.add(`${field}.${index}.icon`, 'adminSettings.errors.icon');
    });
  }

  digits(field: string, value: string | null): void {
    if (value !== null && !DIGITS.test(value)) this.add(field, 'adminSettings.errors.digits');
  }

  get empty(): boolean {
    return Object.keys(this.fields).length === 0;
  }
}
