// The accounts joined long ago, so no demo member counts as a new account for anti-spam; the demo's
// authors earn a few dozen rating points, so the demo site asks that many to create a topic.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { communityBans, communityMembers, subsites, users } from '../db/schema/index.ts';
import { saveSiteSetting } from '../features/site/site-settings.ts';
import { DEMO_PEOPLE } from './demo-data.ts';

const DAY_MS = 86_400_000;

/** `who`: the first of these who does not manage the community is banned (managers never are). */
const BANS: Array<{ community: number; who: string[]; reason: string; days: number | null }> = [
  { community: 1, who: ['olga', 'maria'], reason: 'Оскорбления участников в комментариях после двух предупреждений', days: 14 },
  { community: 3, who: ['igor', 'maria'], reason: 'Спойлеры финала без скрытого блока в трёх обсуждениях подряд', days: 7 },
  { community: 8, who: ['maria', 'olga', 'igor'], reason: 'Реферальные ссылки и обещания «гарантированного дохода»', days: null },
];

/** Below every demo author's rating; a real site keeps the default (site-settings.ts). */
const DEMO_CREATION_RATING = 20;

export async function seedDemoCommunities(db: Db, people: number[], communities: number[]): Promise<void> {
  await saveSiteSetting(db, 'communityCreationRating', DEMO_CREATION_RATING);
  for (const [index, id] of people.entries()) {
    await db
      .update(users)
      .set({ createdAt: new Date(Date.now() - (400 + index * 61) * DAY_MS) })
      .where(eq(users.id, id));
  }

  const admins: Array<{ subsiteId: number; userId: number; role: 'admin' }> = [];
  for (const [index, subsiteId] of communities.entries()) {
    const [row] = await db
      .select({ creatorId: subsites.creatorId, team: sql<number[]>`array(select ${communityMembers.userId} from ${communityMembers} where ${communityMembers.subsiteId} = ${subsites.id})` })
      .from(subsites)
      .where(eq(subsites.id, subsiteId));
    const taken = new Set([row!.creatorId, ...row!.team]);
    const admin = [...people.slice(index + 1), ...people.slice(0, index + 1)].find((id) => !taken.has(id));
    if (admin !== undefined) admins.push({ subsiteId, userId: admin, role: 'admin' });
  }
  if (admins.length > 0) await db.insert(communityMembers).values(admins).onConflictDoNothing();

  for (const ban of BANS) {
    const subsiteId = communities[ban.community];
    if (subsiteId === undefined) continue;
    const [row] = await db
      .select({ creatorId: subsites.creatorId, team: sql<number[]>`array(select ${communityMembers.userId} from ${communityMembers} where ${communityMembers.subsiteId} = ${subsites.id})` })
      .from(subsites)
      .where(eq(subsites.id, subsiteId));
    const managing = new Set([row!.creatorId, ...row!.team]);
    const userId = ban.who.map((who) => people[DEMO_PEOPLE.findIndex((person) => person.email.startsWith(`${who}@`))]).find((id) => id !== undefined && !managing.has(id));
    if (userId === undefined) continue;
    await db
      .insert(communityBans)
      .values({ subsiteId, userId, moderatorId: row!.creatorId, reason: ban.reason, until: ban.days === null ? null : new Date(Date.now() + ban.days * DAY_MS) })
      .onConflictDoNothing();
  }
}
