import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { subsites } from './subsites.ts';
import type { FeedName, FeedSorting, Gender, Language, UserRole } from '../../../shared/dto/user.ts';

export const users = pgTable(
  'users',
  {
    id: integer()
      .primaryKey()
      .references(() => subsites.id, { onDelete: 'cascade' }),
    /** Stored lowercased and NFKC-normalised; uniqueness is on this form. */
    email: text().notNull(),
    passwordHash: text().notNull(),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    role: text().$type<UserRole>().notNull().default('user'),
    language: text().$type<Language>().notNull().default('ru'),
    defaultFeed: text().$type<FeedName>().notNull().default('popular'),
    defaultSortingFeed: text().$type<FeedSorting>().notNull().default('popular'),
    showOnline: boolean().notNull().default(true),
    showPosts: boolean().notNull().default(true),
    gender: text().$type<Gender>().notNull().default('unspecified'),
    /** Site-wide ban; null until = forever while bannedAt is set. */
    bannedAt: timestamp({ withTimezone: true }),
    bannedUntil: timestamp({ withTimezone: true }),
    banReason: text(),
    notificationSettings: jsonb().$type<Record<string, boolean>>().notNull().default(sql`'{}'::jsonb`),
    lastSeenAt: timestamp({ withTimezone: true }),
    /** Online while this is ahead: sockets keep pushing it forward, so a crashed process cannot leave anyone online. */
    onlineUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_role_check', sql`${t.role} in ('user', 'editor', 'super_admin')`),
    check('users_gender_check', sql`${t.gender} in ('unspecified', 'female', 'male')`),
    index('users_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
