/** Request and answer shapes of the account calls (spec 7); the answers are what the sign-in modal reads. */
import { Type, type Static } from 'typebox';

const Name = Type.String({ minLength: 1, maxLength: 30 });
const Email = Type.String({ minLength: 1, maxLength: 254 });
/** Login accepts any stored password; the length rule of new passwords is the policy's, with its own text. */
const Password = Type.String({ minLength: 1, maxLength: 128 });
const Token = Type.String({ minLength: 1, maxLength: 200 });
/** reCAPTCHA response tokens run to a couple of thousand characters. */
const CaptchaToken = Type.String({ maxLength: 4096 });

export const RegisterBody = Type.Object({ name: Name, email: Email, password: Password, captcha_token: Type.Optional(CaptchaToken) });
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = Type.Object({ email: Email, password: Password });
export type LoginBody = Static<typeof LoginBody>;

export const ResendBody = LoginBody;

export const ResetRequestBody = Type.Object({ email: Email });

export const ResetBody = Type.Object({ token: Token, email: Email, password: Password, password_confirmation: Password });
export type ResetBody = Static<typeof ResetBody>;

export const VerifyParams = Type.Object({ id: Type.Integer({ minimum: 1 }), token: Token });
/** Optional so that a mangled link lands on the friendly "invalid link" alert rather than a 422. */
export const VerifyQuery = Type.Object({
  expires: Type.Optional(Type.String({ maxLength: 20 })),
  signature: Type.Optional(Type.String({ maxLength: 200 })),
});

export const RegisterAnswer = Type.Object({
  status: Type.Union([Type.Literal('success'), Type.Literal('verification sent')]),
  email: Type.Optional(Type.String()),
});

export const LoginAnswer = Type.Object({
  status: Type.Union([Type.Literal('success'), Type.Literal('email verification need')]),
  email: Type.Optional(Type.String()),
});

export const SentAnswer = Type.Object({ status: Type.Literal('sent'), message: Type.String() });

export const SuccessAnswer = Type.Object({ status: Type.Literal('success'), message: Type.Optional(Type.String()) });
