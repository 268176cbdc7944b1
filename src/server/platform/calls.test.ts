import { describe, expectTypeOf, it } from 'vitest';
import type { calls } from '../../shared/api/index.ts';
import type { AuthUser } from '../kernel/sessions.ts';
import type { CallRequestOf } from './calls.ts';

// Checked by the typecheck: the handler's request says what the call's guards leave of request.user.
describe("a call handler's request", () => {
  it('carries a member behind the signedIn and superAdmin guards, and maybe none otherwise', () => {
    expectTypeOf<CallRequestOf<typeof calls.posts.save>['user']>().toEqualTypeOf<AuthUser>();
    expectTypeOf<CallRequestOf<typeof calls.adminAssets.addReaction>['user']>().toEqualTypeOf<AuthUser>();
    expectTypeOf<CallRequestOf<typeof calls.feeds.news>['user']>().toEqualTypeOf<AuthUser | null>();
  });
});
