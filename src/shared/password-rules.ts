// The server's full check (the email, the common-password list) is auth/password-policy.ts.
export const PASSWORD_MIN = 8;
