import type { ImageDto } from './subsite.ts';
import type { UserRole } from './user.ts';

export interface AdminUserDto {
  id: number;
  name: string;
  slug: string;
  url: string;
  avatar: ImageDto | null;
  email: string;
  role: UserRole;
  created_at: string;
  rating: number;
  verified: boolean;
  is_official: boolean;
  /** A site-wide ban while it lasts; `until` null is forever. */
  ban: { reason: string | null; until: string | null } | null;
}
