// Only managing roles are rows (membership is following); the community's creator counts as an
// administrator whether or not a row says so (features/posts/posts.policy.ts).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { subsites } from './subsites.ts';
import { users } from './users.ts';

export const MANAGER_ROLES = ['admin', 'moder', 'editor'] as const;
export type ManagerRole = (typeof MANAGER_ROLES)[number];

export const communityMembers = pgTable(
  'community_members',
  {
    subsiteId: integer()
      .notNull()
      .references(() => subsites.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text().$type<ManagerRole>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.subsiteId, t.userId] }),
    index('community_members_user_idx').on(t.userId),
    check('community_members_role_check', sql`${t.role} in ('admin', 'moder', 'editor')`),
  ],
);
