import { describe, expect, it } from 'vitest';
import { passwordResetParams } from './password-reset-link.ts';

describe('password-reset link', () => {
  it('reads the token and the address', () => {
    expect(passwordResetParams('?password-reset=abc123&email=anna%40demo.pero.local')).toEqual({
      token: 'abc123',
      email: 'anna@demo.pero.local',
    });
  });

  it('is not a reset link without a token', () => {
    expect(passwordResetParams('?email=anna%40demo.pero.local')).toBeNull();
    expect(passwordResetParams('?password-reset=')).toBeNull();
    expect(passwordResetParams('')).toBeNull();
  });
});
