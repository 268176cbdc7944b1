import { Type } from 'typebox';
import { GENDERS } from '../dto/user.ts';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '../dto/notification.ts';
import { defineCalls } from './call.ts';
import { paginatorAnswer } from './paginator.ts';
import { Cursor, ImageAnswer } from './posts.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

const User = Type.Object({ id: Type.Integer(), name: Type.String(), url: Type.String(), avatar: Nullable(ImageAnswer), gender: Type.Enum(GENDERS) });
const Post = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  short_title: Type.String(),
  created_at: Type.String(),
  category_id: Nullable(Type.Integer()),
  category: Nullable(Type.Object({ url: Type.String(), title: Type.String(), avatar: Nullable(ImageAnswer) })),
  user: Nullable(User),
});
const Comment = Type.Object({ id: Type.Integer(), created_at: Type.String(), url: Type.String(), text: Type.String(), user: Nullable(User), post: Nullable(Post) });

export const NotificationAnswer = Type.Object({
  id: Type.Integer(),
  type: Type.Enum(NOTIFICATION_KINDS),
  read_at: Nullable(Type.String()),
  data: Type.Object({
    user: Nullable(User),
    users: Type.Array(User),
    count: Type.Integer(),
    comment: Nullable(Comment),
    post: Nullable(Post),
    value: Nullable(Type.Integer()),
    reaction: Nullable(Type.Object({ id: Type.Integer(), image_url: Type.String() })),
    date: Type.String(),
    reason: Nullable(Type.String()),
    link: Type.Optional(Type.String()),
  }),
});

const Counters = Type.Object({ notSawNotifications: Type.Integer(), notReadNotifications: Type.Integer() });

const SETTING_NAMES = NOTIFICATION_KINDS.flatMap((kind) => NOTIFICATION_CHANNELS.map((channel) => `${kind}:${channel}`));

export const notifications = defineCalls('notifications', {
  list: {
    method: 'GET',
    path: '/notifications',
    summary: "The member's notifications, latest activity first",
    signedIn: true,
    query: Type.Object({ cursor: Cursor }),
    answer: paginatorAnswer(NotificationAnswer),
  },
  readAll: {
    method: 'POST',
    path: '/notifications/readAll',
    summary: 'Mark every notification read (and seen)',
    signedIn: true,
    answer: Counters,
  },
  sawAll: {
    method: 'POST',
    path: '/notifications/sawAll',
    summary: 'Mark every notification seen (the bell was opened)',
    signedIn: true,
    answer: Counters,
  },
  read: {
    method: 'POST',
    path: '/notifications/:id/read',
    summary: 'Mark one notification read (it was clicked)',
    signedIn: true,
    params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
    answer: Counters,
  },
  saveSettings: {
    method: 'POST',
    path: '/settings/notification',
    summary: 'Switch notification kinds on or off, per channel (site, email, push)',
    signedIn: true,
    body: Type.Object({
      notifications: Type.Array(Type.Object({ name: Type.Enum(SETTING_NAMES), status: Type.Boolean() }), { maxItems: SETTING_NAMES.length }),
    }),
    answer: Type.Object({ notifications: Type.Array(Type.Object({ name: Type.String(), status: Type.Boolean() })) }),
  },
});
