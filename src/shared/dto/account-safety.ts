export interface SessionDto {
  id: number;
  /** Named from the User-Agent; null when it names none we know. */
  browser: string | null;
  os: string | null;
  mobile: boolean;
  /** No place is looked up for it (no network lookups, no bundled database). */
  ip: string | null;
  created_at: string;
  last_seen_at: string;
  /** The session of the browser asking. */
  current: boolean;
}

export interface MainSettingsDto {
  email: string;
  email_verified: boolean;
  /** An address change waiting for its confirmation link, if one was asked for. */
  pending_email: string | null;
  oauth_providers: LinkedProviderDto[];
  /** False for an account registered through a provider that never set a password. */
  has_password: boolean;
}

export interface LinkedProviderDto {
  provider: string;
  name: string | null;
}

export interface TwoFactorDto {
  enabled: boolean;
  recovery_codes_left: number;
}

export interface DataExportDto {
  id: number;
  status: 'pending' | 'ready' | 'failed' | 'expired';
  size: number | null;
  created_at: string;
  expires_at: string | null;
  /** Only the owner's session can use it. */
  download_url: string | null;
}

/** Posted to this site's origin only; `token` marks a finished sign-in or link. */
export type OAuthPopupMessage =
  | { token: string; status: 'signed-in' | 'registered' | 'linked' }
  | { status: 'two factor need' }
  | { status: 'error'; message: string };

export function popupOutcome(data: unknown): OAuthPopupMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const status = (data as { status?: unknown }).status;
  if (status === 'two factor need') return { status };
  if (status === 'error') return typeof (data as { message?: unknown }).message === 'string' ? (data as OAuthPopupMessage) : null;
  const token = (data as { token?: unknown }).token;
  return typeof token === 'string' && (status === 'signed-in' || status === 'registered' || status === 'linked') ? { token, status } : null;
}
