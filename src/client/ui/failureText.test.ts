import { describe, expect, it } from 'vitest';
import { allTexts } from '../../shared/i18n/index.ts';
import { HttpError } from '../platform/http.ts';
import { failureFeedback, failureText } from './failureText.ts';

const { t } = allTexts('en');

describe('failureText', () => {
  it('says nothing after a 401: the sign-in modal has opened', () => {
    expect(failureText(new HttpError(401, 'Sign in to continue'), t, 'Not sent')).toBeNull();
  });

  it('names a lost connection and throttling by their own texts, whatever the caller would say', () => {
    expect(failureText(new HttpError(0, 'Failed to fetch'), t, 'Not sent')).toBe(t('authUi.errors.network'));
    expect(failureText(new HttpError(429, 'Too Many Requests', undefined, 60, false), t, 'Not sent')).toBe(t('errors.tooManyRequests'));
  });

  it('shows throttling as the server explained it: a sign-in cooldown names its minutes', () => {
    expect(failureText(new HttpError(429, 'Try again in 15 min.', undefined, 900), t, 'Not sent')).toBe('Try again in 15 min.');
  });

  it('does not show a status line no one wrote for the reader (a proxy’s refusal)', () => {
    expect(failureText(new HttpError(413, 'Payload Too Large', undefined, undefined, false), t, 'Not sent')).toBe('Not sent');
  });

  it('shows the server’s own explanation of a refusal rather than the caller’s', () => {
    expect(failureText(new HttpError(403, 'You are banned'), t, 'Not sent')).toBe('You are banned');
    expect(failureText(new HttpError(404, 'Page not found'), t)).toBe('Page not found');
    expect(failureText(new HttpError(503, 'The service is temporarily unavailable'), t, 'Not sent')).toBe('The service is temporarily unavailable');
  });

  it('says what failed when nobody explained it: a server error or one thrown in the browser', () => {
    expect(failureText(new HttpError(500, 'Internal server error'), t, 'Not sent')).toBe('Not sent');
    expect(failureText(new HttpError(502, 'Bad Gateway'), t)).toBe(t('errors.serverError'));
    expect(failureText(new TypeError('x is undefined'), t)).toBe(t('errors.serverError'));
    expect(failureText(new TypeError('x is undefined'), t, 'Not sent')).toBe('Not sent');
  });
});

describe('failureFeedback', () => {
  const invalid = (errors: Record<string, string[]>) => new HttpError(422, t('errors.invalidInput'), errors);

  it('puts the first message of each of the form’s fields under it, with no toast', () => {
    expect(failureFeedback(invalid({ email: ['Taken', 'Too long'], password: ['Too short'] }), ['email', 'password'], t)).toEqual({
      underFields: { email: 'Taken', password: 'Too short' },
      toasts: [],
    });
  });

  it('turns messages about fields the form does not show into toasts', () => {
    expect(failureFeedback(invalid({ email: ['Taken'], token: ['The link has expired'] }), ['email'], t)).toEqual({
      underFields: { email: 'Taken' },
      toasts: ['The link has expired'],
    });
  });

  it('toasts the failure itself when no field was named', () => {
    expect(failureFeedback(new HttpError(409, 'Already done'), ['email'], t)).toEqual({ underFields: {}, toasts: ['Already done'] });
    expect(failureFeedback(new HttpError(401, 'Sign in to continue'), ['email'], t)).toEqual({ underFields: {}, toasts: [] });
  });
});
