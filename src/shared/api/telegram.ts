import { Type } from 'typebox';
import { TELEGRAM_LIMITS } from '../dto/telegram.ts';
import { defineCalls } from './call.ts';

const Params = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const NullableText = Type.Union([Type.String(), Type.Null()]);
const Link = Type.Object({
  bot_username: Type.String(),
  channel_title: Type.String(),
  channel: Type.String(),
  channel_url: NullableText,
  enabled: Type.Boolean(),
  disabled_reason: Type.Union([Type.Literal('manual'), Type.Literal('failures'), Type.Null()]),
  consecutive_failures: Type.Integer(),
  last_error: NullableText,
  last_error_at: NullableText,
  posts_sent: Type.Integer(),
  created_at: Type.String(),
});
const Import = Type.Object({
  id: Type.Integer(),
  status: Type.Union([Type.Literal('queued'), Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]),
  publish: Type.Boolean(),
  total: Type.Integer(),
  processed: Type.Integer(),
  created: Type.Integer(),
  skipped: Type.Integer(),
  ignored: Type.Integer(),
  error: NullableText,
  created_at: Type.String(),
  finished_at: NullableText,
});
const State = Type.Object({ link: Type.Union([Link, Type.Null()]), import: Type.Union([Import, Type.Null()]) });

export const telegram = defineCalls('telegram', {
  state: {
    method: 'GET',
    path: '/telegram/:id',
    summary: "The Telegram channel linked to a blog or community (`id`: the blog's or community's id), and its latest import",
    signedIn: true,
    params: Params,
    answer: State,
  },
  link: {
    method: 'POST',
    path: '/telegram/:id',
    summary: "Link a channel through a bot that is one of its administrators; replaces the blog's or community's link",
    signedIn: true,
    params: Params,
    body: Type.Object({
      token: Type.String({ minLength: 1, maxLength: TELEGRAM_LIMITS.token }),
      channel: Type.String({ minLength: 1, maxLength: TELEGRAM_LIMITS.channel }),
    }),
    answer: State,
  },
  update: {
    method: 'POST',
    path: '/telegram/:id/enabled',
    summary: 'Switch cross-posting on (which clears the failure count) or off',
    signedIn: true,
    params: Params,
    body: Type.Object({ enabled: Type.Boolean() }),
    answer: State,
  },
  unlink: {
    method: 'DELETE',
    path: '/telegram/:id',
    summary: 'Unlink the channel; posts already sent stay in it',
    signedIn: true,
    params: Params,
  },
  importExport: {
    method: 'POST',
    path: '/telegram/:id/import',
    summary: "Import a channel's posts from a .zip of Telegram Desktop's JSON export (`file`), as drafts or published (`publish`: 1)",
    signedIn: true,
    params: Params,
    upload: Type.Object({ file: Type.String({ format: 'binary' }), publish: Type.Optional(Type.String({ maxLength: 1 })) }),
    answer: State,
  },
});
