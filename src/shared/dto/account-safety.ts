/** The Basic and Security settings pages' view shapes. */

/** One signed-in browser of the account, as the session list shows it. */
export interface SessionDto {
  id: number;
  /** Browser and system named by the User-Agent; null when it names none we know. */
  browser: string | null;
  os: string | null;
  mobile: boolean;
  /** The address the session signed in from; no place is looked up for it (no network lookups, no bundled database). */
  ip: string | null;
  created_at: string;
  last_seen_at: string;
  /** The session of the browser asking. */
  current: boolean;
}

/** Basic settings (spec 2 "Main (Basic settings): mail, password, linked accounts"). */
export interface MainSettingsDto {
  email: string;
  email_verified: boolean;
  /** An address change waiting for its confirmation link, if one was asked for. */
  pending_email: string | null;
  /** Linked sign-in providers (spec 3 "User settings: oauth_providers"), oldest first. */
  oauth_providers: LinkedProviderDto[];
  /** False for an account registered through a provider that never set a password. */
  has_password: boolean;
}

export interface LinkedProviderDto {
  provider: string;
  /** The name the provider showed when it was linked. */
  name: string | null;
}

export interface TwoFactorDto {
  enabled: boolean;
  /** Unused recovery codes left. */
  recovery_codes_left: number;
}

/** The member's newest data export, on the Security page. */
export interface DataExportDto {
  id: number;
  status: 'pending' | 'ready' | 'failed' | 'expired';
  /** Bytes of the archive once ready. */
  size: number | null;
  created_at: string;
  expires_at: string | null;
  /** Only the owner's session can use it. */
  download_url: string | null;
}

/**
 * What the sign-in popup tells the window that opened it, to this site's origin only
 * (spec 2 section 4): `token` marks a finished sign-in or link.
 */
export type OAuthPopupMessage =
  | { token: string; status: 'signed-in' | 'registered' | 'linked' }
  | { status: 'two factor need' }
  | { status: 'error'; message: string };

/** Reads a `message` event's data as a popup outcome; anything else is not one. */
export function popupOutcome(data: unknown): OAuthPopupMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const status = (data as { status?: unknown }).status;
  if (status === 'two factor need') return { status };
  if (status === 'error') return typeof (data as { message?: unknown }).message === 'string' ? (data as OAuthPopupMessage) : null;
  const token = (data as { token?: unknown }).token;
  return typeof token === 'string' && (status === 'signed-in' || status === 'registered' || status === 'linked') ? { token, status } : null;
}
