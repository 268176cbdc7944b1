// Code with no reader at hand (validators, commands) returns or throws these; the edge renders them in
// the reader's language.
import type { Translate } from './translator.ts';
import type { texts as adminTexts } from './ru-admin.ts';
import type { texts as settingsTexts } from './ru-settings.ts';
import type { texts } from './ru.ts';

type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';
type WithoutPlural<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${WithoutPlural<K>}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every translation key, plural forms named by their base key. */
export type MessageCode = KeysOf<typeof texts & typeof settingsTexts & typeof adminTexts>;
export type MessageParams = Record<string, string | number>;

export interface Message {
  code: MessageCode;
  params?: MessageParams;
}

export type FieldMessages = Record<string, Message[]>;

export function message(code: MessageCode, params?: MessageParams): Message {
  return params ? { code, params } : { code };
}

export function renderMessage(t: Translate, { code, params }: Message): string {
  return t(code, params);
}

export function renderFieldMessages(t: Translate, fields: FieldMessages): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages.map((message) => renderMessage(t, message))]));
}
