import { Type } from 'typebox';
import { defineCalls } from './call.ts';

const Email = Type.String({ minLength: 1, maxLength: 254 });
const Password = Type.String({ minLength: 1, maxLength: 128 });
/** Six digits from the app, or a recovery code (xxxxx-xxxxx); spaces are ignored. */
const Code = Type.String({ minLength: 1, maxLength: 32 });

const SentAnswer = Type.Object({ status: Type.Literal('sent'), message: Type.String() });
const SuccessAnswer = Type.Object({ status: Type.Literal('success'), message: Type.String() });

export const accountSafety = defineCalls('accountSafety', {
  sendEmailChangeLink: {
    method: 'POST',
    path: '/settings/profile/email/send-reset-link',
    summary: 'Change the address: a confirmation link goes to the new address, which replaces the old one only when the link is opened',
    signedIn: true,
    body: Type.Object({ email: Email }),
    answer: SentAnswer,
  },
  changePassword: {
    method: 'POST',
    path: '/settings/password/update',
    summary: "Change the password (the current one is required); every other session of the account ends, this one stays",
    signedIn: true,
    body: Type.Object({ current_password: Password, password: Password, password_confirmation: Password }),
    answer: SuccessAnswer,
  },
  signOutSession: {
    method: 'DELETE',
    path: '/settings/sessions/:id',
    summary: 'End one of your other sessions (the list is on /settings/security)',
    signedIn: true,
    params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
  },
  signOutOtherSessions: {
    method: 'POST',
    path: '/settings/sessions/sign-out-others',
    summary: 'End every session of the account but this one',
    signedIn: true,
    answer: Type.Object({ ended: Type.Integer() }),
  },
  startTwoFactor: {
    method: 'POST',
    path: '/settings/two-factor/setup',
    summary: 'Start enrolling an authenticator app: its secret, otpauth address and QR code (confirmed by enableTwoFactor)',
    signedIn: true,
    body: Type.Object({ password: Password }),
    answer: Type.Object({ secret: Type.String(), uri: Type.String(), qr: Type.String() }),
  },
  enableTwoFactor: {
    method: 'POST',
    path: '/settings/two-factor/enable',
    summary: 'Confirm the enrolment with a code from the app; answers the 10 one-time recovery codes, shown this once',
    signedIn: true,
    body: Type.Object({ code: Code }),
    answer: Type.Object({ recovery_codes: Type.Array(Type.String(), { maxItems: 10 }) }),
  },
  disableTwoFactor: {
    method: 'POST',
    path: '/settings/two-factor/disable',
    summary: 'Turn two-factor sign-in off, with a code from the app (or a recovery code) or the password',
    signedIn: true,
    body: Type.Object({ code: Type.Optional(Code), password: Type.Optional(Password) }),
  },
  requestExport: {
    method: 'POST',
    path: '/settings/export',
    summary: 'Start building an archive of your posts, comments, bookmarks and settings (JSON in a zip); a mail says when it is ready',
    signedIn: true,
    answer: Type.Object({ status: Type.Literal('pending'), message: Type.String() }),
  },
  detachProvider: {
    method: 'POST',
    path: '/oauth/:provider/detach',
    summary: 'Unlink a sign-in provider; refused when it is the only way left to sign in (no password set and no other provider)',
    signedIn: true,
    params: Type.Object({ provider: Type.String({ maxLength: 30 }) }),
  },
  deleteAccount: {
    method: 'POST',
    path: '/settings/account/delete',
    summary:
      'Delete your account: confirmed by the password, and by a code from the app (or a recovery code) when two-factor sign-in is on (without a password: the code, or a sign-in through the provider in the last 15 minutes). Posts and comments are anonymised or removed as chosen; you are signed out at once',
    signedIn: true,
    body: Type.Object({ content: Type.Union([Type.Literal('anonymise'), Type.Literal('remove')]), password: Type.Optional(Password), code: Type.Optional(Code) }),
    answer: Type.Object({ status: Type.Literal('deleted'), message: Type.String() }),
  },
});
