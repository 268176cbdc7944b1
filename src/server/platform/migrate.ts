import type { Database } from '../db/client.ts';
import { migrateJobSchema } from './jobs/jobs.ts';

export async function migrateDatabase(database: Database): Promise<void> {
  await database.migrate();
  await migrateJobSchema(database);
}
