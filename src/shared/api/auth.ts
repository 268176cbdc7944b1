import { Type, type Static } from 'typebox';
import { INVITATION_LIMITS } from '../dto/site-settings.ts';
import { defineCalls } from './call.ts';

const Name = Type.String({ minLength: 1, maxLength: 30 });
const Email = Type.String({ minLength: 1, maxLength: 254 });
/** Login accepts any stored password; the length rule of new passwords is the policy's, with its own text. */
const Password = Type.String({ minLength: 1, maxLength: 128 });
const Token = Type.String({ minLength: 1, maxLength: 200 });
/** reCAPTCHA response tokens run to a couple of thousand characters. */
const CaptchaToken = Type.String({ maxLength: 4096 });

/** The invitation code, needed while registration is by invitation and ignored otherwise. */
export const InviteCode = Type.String({ maxLength: INVITATION_LIMITS.code });
export const RegisterBody = Type.Object({ name: Name, email: Email, password: Password, captcha_token: Type.Optional(CaptchaToken), invite: Type.Optional(InviteCode) });
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = Type.Object({ email: Email, password: Password });
export type LoginBody = Static<typeof LoginBody>;

export const ResetBody = Type.Object({ token: Token, email: Email, password: Password, password_confirmation: Password });
export type ResetBody = Static<typeof ResetBody>;

const SentAnswer = Type.Object({ status: Type.Literal('sent'), message: Type.String() });
const SuccessAnswer = Type.Object({ status: Type.Literal('success'), message: Type.Optional(Type.String()) });

export const auth = defineCalls('auth', {
  register: {
    method: 'POST',
    path: '/register',
    summary: 'Create an account; signs in at once unless the address must be verified first',
    body: RegisterBody,
    answer: Type.Union([Type.Object({ status: Type.Literal('success') }), Type.Object({ status: Type.Literal('verification sent'), email: Type.String() })]),
  },
  login: {
    method: 'POST',
    path: '/login',
    summary: 'Sign in with e-mail and password',
    body: LoginBody,
    answer: Type.Union([
      Type.Object({ status: Type.Literal('success') }),
      Type.Object({ status: Type.Literal('email verification need'), email: Type.String() }),
      // The password was right and the account asks for a code: loginTwoFactor finishes the sign-in.
      Type.Object({ status: Type.Literal('two factor need') }),
    ]),
  },
  loginTwoFactor: {
    method: 'POST',
    path: '/login/two-factor',
    summary: 'Finish a sign-in that answered "two factor need": a code from the authenticator app or a recovery code',
    body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 32 }) }),
    answer: Type.Object({ status: Type.Literal('success') }),
  },
  logout: { method: 'POST', path: '/logout', summary: 'Sign out (a form post or an Inertia visit is redirected to /)', answer: SuccessAnswer },
  resendVerification: {
    method: 'POST',
    path: '/email/resend',
    summary: 'Send the address verification letter again',
    body: LoginBody,
    answer: SentAnswer,
  },
  requestPasswordReset: {
    method: 'POST',
    path: '/password/email',
    summary: 'Send a password reset letter; answers alike for known and unknown addresses',
    body: Type.Object({ email: Email }),
    answer: SentAnswer,
  },
  resetPassword: {
    method: 'POST',
    path: '/password/reset',
    summary: 'Set a new password with the token of a reset letter; ends every session of the account',
    body: ResetBody,
    answer: SuccessAnswer,
  },
  socialSignIn: {
    method: 'POST',
    path: '/oauth/:provider',
    summary: "Start signing in with a provider: the address of the provider's consent page",
    params: Type.Object({ provider: Type.String({ maxLength: 30 }) }),
    query: Type.Object({ invite: Type.Optional(InviteCode) }),
    answer: Type.Object({ url: Type.String() }),
  },
});
