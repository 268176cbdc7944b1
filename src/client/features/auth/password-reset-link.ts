export function passwordResetParams(search: string): { token: string; email: string } | null {
  const query = new URLSearchParams(search);
  const token = query.get('password-reset');
  if (!token) return null;
  return { token, email: query.get('email') ?? '' };
}

/** `/?login`: where the server sends a guest who opened a members-only page; the sign-in modal opens. */
export function asksToSignIn(search: string): boolean {
  return new URLSearchParams(search).has('login');
}

export function invitationCode(search: string): string | null {
  return new URLSearchParams(search).get('invite') || null;
}

export function invitationFromUrl(): string {
  return typeof window === 'undefined' ? '' : (invitationCode(window.location.search) ?? '');
}
