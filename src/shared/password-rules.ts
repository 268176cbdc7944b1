/**
 * What the registration and reset forms tell a person about passwords before they submit;
 * the server's full check (the email, the common-password list) is auth/password-policy.ts.
 */
export const PASSWORD_MIN = 8;
