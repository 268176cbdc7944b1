import type { SubsiteCard } from './subsite.ts';

export const DASHBOARD_SPANS = [14, 30] as const;
export type DashboardSpan = (typeof DASHBOARD_SPANS)[number];

export const ACTIVITY_SERIES = ['users', 'posts', 'comments', 'reports'] as const;
export type ActivitySeries = (typeof ACTIVITY_SERIES)[number];

/** One UTC day: new accounts, published posts, comments and reports. */
export type DailyActivityDto = { day: string } & Record<ActivitySeries, number>;

export interface DashboardDto {
  span: DashboardSpan;
  /** Oldest first, every day of the span, the current one last. */
  days: DailyActivityDto[];
  /** All time: accounts, published live posts, live comments, reports ever filed. */
  totals: Record<ActivitySeries, number>;
  pending_reports: number;
  failed_jobs: number;
  database_bytes: number;
  /** Bytes of the uploads directory; null where it is not measured (object storage). */
  storage_bytes: number | null;
  storage_kind: 'local' | 's3';
}

export interface QueueStateDto {
  name: string;
  queued: number;
  active: number;
  failed: number;
}

export interface FailedJobDto {
  id: string;
  name: string;
  error: string;
  failed_at: string;
  retries: number;
}

export interface OperationsDto {
  queues: QueueStateDto[];
  failed: FailedJobDto[];
  /** The embedded database is downloaded from the panel; a PostgreSQL server is backed up with its own tools. */
  database: 'pglite' | 'postgres';
  pg_dump: string;
}

export interface AdminLogEntryDto {
  id: number;
  action: string;
  /** Who acted; null once their account is gone. */
  actor: SubsiteCard | null;
  subject_type: string | null;
  subject_id: number | null;
  subject: string;
  created_at: string;
}
