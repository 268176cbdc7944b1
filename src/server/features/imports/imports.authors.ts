// Who the imported posts are by. With `create`, an author is found by e-mail among the site's accounts, or gets an
// account of their own: their display name, no usable password, unverified, no mail sent; they claim it by resetting
// the password for that address. An author without an address cannot be found or claim anything, so their posts go to
// whoever runs the import. With `me`, every post is theirs.
import { eq } from 'drizzle-orm';
import type { ImportAuthorMode } from '../../../shared/dto/import.ts';
import { nameProblem } from '../../../shared/names.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { accountOf, type AuthUser } from '../../kernel/sessions.ts';
import type { PasswordHashing } from '../../lib/passwords.ts';
import { createAccount, findAccountIdByEmail } from '../accounts/index.ts';
import { NO_PASSWORD } from '../oauth/index.ts';
import type { SourceAuthor } from './imports.source.ts';

const NAME_MAX = 30;

export interface AuthorsContext {
  db: Db;
  passwordHashing: PasswordHashing;
}

export interface AuthorTally {
  created: () => void;
  mapped: () => void;
  unusable: (key: string) => void;
}

/** A name the site accepts: the display name, else the address's name, else a plain word. */
function accountName(author: SourceAuthor): string {
  const candidates = [author.name, author.email?.split('@')[0] ?? '', author.key].map((name) => name.trim().slice(0, NAME_MAX));
  return candidates.find((name) => name !== '' && nameProblem(name) === null) ?? 'Author';
}

export class AuthorMap {
  private readonly resolved = new Map<string, Promise<AuthUser>>();
  private readonly byKey: Map<string, SourceAuthor>;

  constructor(
    private readonly context: AuthorsContext,
    authors: readonly SourceAuthor[],
    private readonly mode: ImportAuthorMode,
    private readonly runner: AuthUser,
    private readonly dryRun: boolean,
    private readonly tally: AuthorTally,
  ) {
    this.byKey = new Map(authors.map((author) => [author.key, author]));
  }

  /** In a dry run an author to be created is counted, and the runner stands in for them. */
  author(key: string | null): Promise<AuthUser> {
    if (this.mode === 'me' || key === null) return Promise.resolve(this.runner);
    let found = this.resolved.get(key);
    if (!found) {
      found = this.resolve(key);
      this.resolved.set(key, found);
    }
    return found;
  }

  private async resolve(key: string): Promise<AuthUser> {
    const author = this.byKey.get(key);
    if (!author?.email) {
      this.tally.unusable(key);
      return this.runner;
    }
    const existing = await findAccountIdByEmail(this.context.db, author.email);
    if (existing !== null) {
      this.tally.mapped();
      return (await accountOf(this.context.db, existing)) ?? this.runner;
    }
    this.tally.created();
    if (this.dryRun) return this.runner;
    const id = await inTransaction(this.context.db, async (tx) => {
      const account = await createAccount(tx, { name: accountName(author), email: author.email!, password: '', verified: false }, this.context.passwordHashing);
      await tx.update(users).set({ passwordHash: NO_PASSWORD }).where(eq(users.id, account.id));
      return account.id;
    });
    return (await accountOf(this.context.db, id)) ?? this.runner;
  }
}
