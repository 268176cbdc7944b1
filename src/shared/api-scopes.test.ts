import { describe, expect, it } from 'vitest';
import { allCalls, calls } from './api/index.ts';
import { scopeOf } from './api-scopes.ts';

const id = (call: { feature: string; name: string }) => `${call.feature}.${call.name}`;

describe('the scope of every declared call', () => {
  it('keeps the account’s keys and the webhooks’ signing secrets from every token', () => {
    const account = allCalls.filter((call) => ['auth', 'accountSafety', 'apiTokens', 'webhooks'].includes(call.feature));
    expect(account.length).toBeGreaterThan(15);
    expect(account.filter((call) => scopeOf(call) !== null).map(id)).toEqual([]);
  });

  it('asks admin of every super admin’s call, and of nothing a member may do', () => {
    expect(allCalls.filter((call) => call.superAdmin && scopeOf(call) !== 'admin' && call.feature !== 'webhooks').map(id)).toEqual([]);
    expect(allCalls.filter((call) => scopeOf(call) === 'admin' && !call.superAdmin).map(id)).toEqual(['communities.siteBan', 'communities.siteUnban']);
  });

  it('opens private correspondence only to its own scope, reading included', () => {
    expect(scopeOf(calls.notifications.list)).toBe('notifications');
    expect(scopeOf(calls.delivery.digest)).toBe('notifications');
    expect(scopeOf(calls.chats.send)).toBe('chats');
  });

  it('gives other reads read, and writes the scope of their feature or none', () => {
    expect(scopeOf(calls.posts.topics)).toBe('read');
    expect(scopeOf(calls.posts.save)).toBe('posts:write');
    expect(scopeOf(calls.comments.create)).toBe('comments:write');
    expect(scopeOf(calls.polls.vote)).toBe('comments:write');
    expect(scopeOf(calls.communities.ban)).toBe('moderation');
    expect(scopeOf(calls.settings.name)).toBeNull();
    expect(scopeOf(calls.follows.follow)).toBeNull();
    expect(scopeOf(calls.bookmarks.add)).toBeNull();
  });
});
