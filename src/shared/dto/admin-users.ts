/** What the control panel's Users screen shows of an account. */
import type { ImageDto } from './subsite.ts';
import type { UserRole } from './user.ts';

export interface AdminUserDto {
  id: number;
  name: string;
  slug: string;
  /** The public profile. */
  url: string;
  avatar: ImageDto | null;
  email: string;
  role: UserRole;
  created_at: string;
  rating: number;
  /** The e-mail address is confirmed. */
  verified: boolean;
  /** The verified badge: an official account. */
  is_official: boolean;
  /** A site-wide ban while it lasts; `until` null is forever. */
  ban: { reason: string | null; until: string | null } | null;
}
