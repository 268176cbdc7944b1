export interface CaptchaVerifier {
  verify(token: string, ip: string): Promise<boolean>;
}

const TIMEOUT_MS = 5_000;
/** reCAPTCHA v3 scores from 0 (a bot) to 1 (a person); Google suggests 0.5 to start with. */
const MIN_SCORE = 0.5;

/** A v3 score below the threshold refuses the token too; v2 keys answer without a score. */
export function recaptchaVerifier(secret: string, verifyUrl: string): CaptchaVerifier {
  return {
    async verify(token, ip) {
      if (!token) return false;
      try {
        // eslint-disable-next-line no-restricted-syntax -- the operator's configured address, never user-supplied, so no SSRF surface; safe-fetch only GETs, and siteverify wants a POST
        const response = await fetch(verifyUrl, {
          method: 'POST',
          body: new URLSearchParams({ secret, response: token, remoteip: ip }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) return false;
        const result = (await response.json()) as { success?: unknown; score?: unknown };
        return result.success === true && !(typeof result.score === 'number' && result.score < MIN_SCORE);
      } catch {
        return false;
      }
    },
  };
}
