// Imports of sites moving in (server/features/imports): a WordPress export or an RSS/Atom feed, run as a job.
export const IMPORTS_ADMIN_PATH = '/admin-panel/imports';

export const IMPORT_KINDS = ['wxr', 'feed'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** `create`: an account per unknown author; `me`: every post by whoever runs the import. */
export const IMPORT_AUTHOR_MODES = ['create', 'me'] as const;
export type ImportAuthorMode = (typeof IMPORT_AUTHOR_MODES)[number];

export type ImportStatus = 'queued' | 'running' | 'finished' | 'failed';

export const IMPORT_LIMITS = {
  /** An uploaded export or feed file, and a feed fetched from its address. */
  fileBytes: 50 * 1024 * 1024,
  url: 2_048,
  /** Posts read from one source; the rest are left out with a warning. */
  items: 5_000,
  /** Warnings kept on an import's row; the count goes on. */
  warnings: 200,
  /** Past imports the panel lists. */
  listed: 30,
} as const;

/** What a run found or did; a dry run's counts say what a real run would do. */
export interface ImportCounts {
  created: number;
  drafts: number;
  already_imported: number;
  skipped: number;
  failed: number;
  authors_created: number;
  authors_mapped: number;
  pictures_copied: number;
  pictures_failed: number;
}

export const EMPTY_IMPORT_COUNTS: ImportCounts = {
  created: 0,
  drafts: 0,
  already_imported: 0,
  skipped: 0,
  failed: 0,
  authors_created: 0,
  authors_mapped: 0,
  pictures_copied: 0,
  pictures_failed: 0,
};

export const IMPORT_WARNING_CODES = ['truncated', 'picture_failed', 'post_failed', 'too_many_items', 'author_unusable'] as const;
export type ImportWarningCode = (typeof IMPORT_WARNING_CODES)[number];

export interface ImportWarning {
  code: ImportWarningCode;
  /** The item's title or external id. */
  item: string;
  detail: string;
}

export interface ImportDto {
  id: number;
  kind: ImportKind;
  source: string;
  dry_run: boolean;
  authors: ImportAuthorMode;
  community: { id: number; slug: string; name: string } | null;
  status: ImportStatus;
  done: number;
  total: number;
  current: string;
  counts: ImportCounts;
  /** Why a whole run failed (unreadable source, a run of the same source already going). */
  error: string | null;
  warnings: ImportWarning[];
  warnings_count: number;
  created_at: string;
  finished_at: string | null;
}
