import { message, type Message } from '../../../shared/i18n/messages.ts';
import { PASSWORD_MIN } from '../../../shared/password-rules.ts';
import { normalizeEmail } from '../accounts/index.ts';

/** The leak statistics' leaders of at least PASSWORD_MIN characters, in Latin and Russian keyboard forms; compared lowercased. */
const COMMON_PASSWORDS = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '87654321', '11111111', '00000000', '88888888',
  '12341234', '11223344', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', 'zaq12wsx', 'q1w2e3r4', 'q1w2e3r4t5',
  'password', 'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'qwertyui', 'qwertyuiop',
  'qwerty12', 'qwerty123', 'qwerty1234', 'asdfghjk', 'asdfghjkl', 'zxcvbnm1', 'iloveyou', 'iloveyou1',
  'sunshine', 'princess', 'football', 'baseball', 'welcome1', 'whatever', 'superman', 'starwars',
  'trustno1', 'dragon12', 'monkey12', 'letmein1', 'abcd1234', 'abc12345', 'aa123456', 'admin123',
  'administrator', 'computer', 'internet', 'michelle', 'jennifer', 'samsung1', 'changeme', 'master12',
  'йцукенгш', 'йцукенгшщз', 'пароль123', 'парольпароль', 'qwertyqwerty', 'q1w2e3r4t5y6', '123qweasd',
  '123qweasdzxc', 'qweasdzxc', 'qazwsxedc', 'zaqxswcde', '147258369', '159753456', '123123123',
  '12344321', '987654321', '0987654321', '1111111111', '5555555555', '777777777', '999999999',
]);

export function passwordProblems(password: string, email: string): Message[] {
  if ([...password].length < PASSWORD_MIN) return [message('auth.errors.passwordTooShort', { min: PASSWORD_MIN })];
  const lowered = password.normalize('NFKC').toLowerCase();
  const address = normalizeEmail(email);
  if (lowered === address || lowered === address.split('@')[0]) return [message('auth.errors.passwordIsEmail')];
  if (COMMON_PASSWORDS.has(lowered)) return [message('auth.errors.passwordCommon')];
  return [];
}
