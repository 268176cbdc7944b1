/**
 * What the database holds after a fault, read straight from PostgreSQL rather than through
 * the server under test. A stored post is whole when every part its publication writes in
 * one transaction is there: the published flag and date, both blocks, and its hashtag row.
 */
import pg from 'pg';
import { FAULT_TAG } from './traffic.ts';

export interface WriteCheck {
  acknowledged: number;
  /** Acknowledged publishes found whole, with the title sent. */
  found: number;
  /** Posts of this scenario (acknowledged or not) stored in part. */
  halfWritten: number;
  /** Posts of this scenario stored, acknowledged or not (a request cut off may still commit). */
  stored: number;
}

interface StoredPost {
  id: number;
  title: string;
  whole: boolean;
}

export async function checkWrites(databaseUrl: string, titlePrefix: string, acknowledged: Map<number, string>): Promise<WriteCheck> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<StoredPost>(
      `select p.id, p.title,
              p.is_publish and p.published_at is not null and jsonb_array_length(p.blocks) = 2
                and exists (select 1 from post_tags t where t.post_id = p.id and t.tag = $2) as whole
         from posts p
        where p.title like $1 || ' %'`,
      [titlePrefix, FAULT_TAG],
    );
    const stored = new Map(rows.map((row) => [row.id, row]));
    const found = [...acknowledged].filter(([id, title]) => stored.get(id)?.title === title && stored.get(id)?.whole).length;
    return { acknowledged: acknowledged.size, found, halfWritten: rows.filter((row) => !row.whole).length, stored: rows.length };
  } finally {
    await client.end();
  }
}
