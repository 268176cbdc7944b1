import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { countRender } from '../../../../tests/support/count-queries.ts';
import { expectEvents, settle } from '../../../../tests/support/events.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { block, createCommunity, inertiaHeaders, publishPost, savePostRequest, writePost } from '../../../../tests/support/posts.ts';
import { guestHeaders, sessionHeaders } from '../../../../tests/support/session.ts';
import type { PollState } from '../../../shared/dto/poll.ts';
import { channels, pushes } from '../../../shared/realtime.ts';
import { pollOptions, polls, pollVotes } from '../../db/schema/index.ts';

let app: FastifyInstance;
let author: TestUser;
let reader: TestUser;
let other: TestUser;

beforeAll(async () => {
  app = await buildTestApp({ rateLimits: { pollVotes: { max: 10_000 }, pollReads: { max: 10_000 } } });
  author = await createUser(app);
  reader = await createUser(app);
  other = await createUser(app);
});
afterAll(() => app.close());

async function call(method: 'POST' | 'GET', url: string, userId: number | null, payload?: object) {
  const headers = userId === null ? guestHeaders() : await sessionHeaders(app, userId);
  return app.inject({ method, url, payload, headers: { accept: 'application/json', ...headers } });
}

const voteAs = (userId: number | null, pollId: number, options: string[]) => call('POST', `/polls/${pollId}/vote`, userId, { options });
const closeAs = (userId: number | null, pollId: number) => call('POST', `/polls/${pollId}/close`, userId);
const showAs = async (userId: number | null, pollId: number): Promise<PollState> => (await call('GET', `/polls/${pollId}`, userId)).json();

async function postPageAs(userId: number | null, url: string) {
  const headers = userId === null ? guestHeaders() : await sessionHeaders(app, userId);
  const res = await app.inject({ url, headers: { ...inertiaHeaders, ...headers } });
  return res.json().props.post as { polls: PollState[]; blocks: Array<{ type: string }> };
}

/** A published post with one poll; answers the post and the poll's id. */
async function pollPost(data: Record<string, unknown> = {}, options = ['Да', 'Нет', 'Не знаю']) {
  const poll = block.poll('Переходим на четырёхдневку?', options, data);
  const blocks = [block.header('Опрос недели'), block.paragraph('Голосуйте.'), poll];
  const post = await publishPost(app, author.id, { blocks });
  const [row] = await app.db.select({ id: polls.id }).from(polls).where(eq(polls.postId, post.id));
  return { post, blocks, poll, pollId: row!.id };
}

async function storedCounts(pollId: number) {
  const options = await app.db.select({ id: pollOptions.optionId, votes: pollOptions.votesCount }).from(pollOptions).where(eq(pollOptions.pollId, pollId));
  const [row] = await app.db.select({ voters: polls.votersCount }).from(polls).where(eq(polls.id, pollId));
  const [rows] = await app.db
    .select({ votes: sql<number>`count(*)::int`, voters: sql<number>`count(distinct ${pollVotes.userId})::int` })
    .from(pollVotes)
    .where(eq(pollVotes.pollId, pollId));
  return { counts: Object.fromEntries(options.map((option) => [option.id, option.votes])), voters: row!.voters, rows: rows! };
}

describe('a poll block saved with its post', () => {
  it('is shown on the post page with no votes, and answered by GET /polls/:id', async () => {
    const { post, pollId, poll } = await pollPost();
    const shown = await postPageAs(null, post.url);
    expect(shown.blocks.map((b) => b.type)).toContain('poll');
    expect(shown.polls).toEqual([{ id: pollId, block_id: poll.id, voters: 0, counts: { o1: 0, o2: 0, o3: 0 }, closed_at: null, ended: false, my_choice: [] }]);
    expect(await showAs(null, pollId)).toEqual(shown.polls[0]);
  });

  it('refuses fewer than 2 or more than 10 options, long texts and an end more than a year ahead, pointing at the field', async () => {
    const headers = await sessionHeaders(app, author.id);
    const save = (poll: object) => savePostRequest(app, headers, { blocks: [block.header('Опрос'), poll], is_publish: 1 });
    const cases: Array<[object, string]> = [
      [block.poll('Один вариант?', ['Да']), 'blocks.1.data.options'],
      [block.poll('Много?', Array.from({ length: 11 }, (_, i) => `Вариант ${i}`)), 'blocks.1.data.options'],
      [block.poll('x'.repeat(301), ['Да', 'Нет']), 'blocks.1.data.question'],
      [block.poll('Длинный вариант?', ['Да', 'н'.repeat(101)]), 'blocks.1.data.options.1.text'],
      [block.poll('Через два года?', ['Да', 'Нет'], { ends_at: new Date(Date.now() + 2 * 366 * 86_400_000).toISOString() }), 'blocks.1.data.ends_at'],
      [block.poll('Вчера?', ['Да', 'Нет'], { ends_at: new Date(Date.now() - 86_400_000).toISOString() }), 'blocks.1.data.ends_at'],
      [block.poll('Кому?', ['Да', 'Нет'], { results: 'never' }), 'blocks.1.data.results'],
    ];
    for (const [poll, field] of cases) {
      const res = await save(poll);
      expect(res.statusCode, field).toBe(422);
      expect(Object.keys(res.json().errors), field).toEqual([field]);
    }
  });
});

describe('POST /polls/:id/vote', () => {
  it('counts a vote, moves it when changed, and changes nothing for the same choice again', async () => {
    const { pollId } = await pollPost();
    expect((await voteAs(reader.id, pollId, ['o1'])).json()).toMatchObject({ voters: 1, counts: { o1: 1, o2: 0, o3: 0 }, my_choice: ['o1'] });
    const fact = { pollId, userId: reader.id };
    await expectEvents(app, () => voteAs(reader.id, pollId, ['o2']), [{ type: 'poll.voted', ...fact }]);
    await expectEvents(app, () => voteAs(reader.id, pollId, ['o2']), []);
    expect(await showAs(reader.id, pollId)).toMatchObject({ voters: 1, counts: { o1: 0, o2: 1, o3: 0 }, my_choice: ['o2'] });
    expect(await storedCounts(pollId)).toEqual({ counts: { o1: 0, o2: 1, o3: 0 }, voters: 1, rows: { votes: 1, voters: 1 } });
  });

  it('takes several options in a multiple-choice poll and one only in a single-choice poll', async () => {
    const multiple = await pollPost({ multiple: true });
    expect((await voteAs(reader.id, multiple.pollId, ['o1', 'o3'])).json()).toMatchObject({ voters: 1, counts: { o1: 1, o2: 0, o3: 1 }, my_choice: ['o1', 'o3'] });
    expect((await voteAs(reader.id, multiple.pollId, ['o3'])).json()).toMatchObject({ voters: 1, counts: { o1: 0, o2: 0, o3: 1 } });

    const single = await pollPost();
    const res = await voteAs(reader.id, single.pollId, ['o1', 'o2']);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['options']);
    expect((await voteAs(reader.id, single.pollId, ['o9'])).statusCode).toBe(422);
    expect((await storedCounts(single.pollId)).voters).toBe(0);
  });

  it('asks a guest to sign in, and answers 404 for a poll in a draft or a deleted post', async () => {
    const { pollId, post } = await pollPost();
    expect((await voteAs(null, pollId, ['o1'])).statusCode).toBe(401);

    const draft = await writePost(app, author.id, { blocks: [block.header('Черновик'), block.poll('Рано?', ['Да', 'Нет'])] });
    const [draftPoll] = await app.db.select({ id: polls.id }).from(polls).where(eq(polls.postId, draft.id));
    expect((await voteAs(reader.id, draftPoll!.id, ['o1'])).statusCode).toBe(404);
    expect((await call('GET', `/polls/${draftPoll!.id}`, reader.id)).statusCode).toBe(404);

    expect((await app.inject({ method: 'DELETE', url: `/posts/${post.id}`, headers: { accept: 'application/json', ...(await sessionHeaders(app, author.id)) } })).statusCode).toBe(204);
    expect((await voteAs(reader.id, pollId, ['o1'])).statusCode).toBe(404);
    expect((await voteAs(reader.id, 2_000_000_000, ['o1'])).statusCode).toBe(404);
  });

  it('refuses votes after the end time, with a message', async () => {
    const { pollId } = await pollPost({ ends_at: new Date(Date.now() + 3_600_000).toISOString() });
    await voteAs(reader.id, pollId, ['o1']);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 3_600_000);
    try {
      const res = await voteAs(other.id, pollId, ['o2']);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Опрос завершён: голосовать уже нельзя');
      expect(await showAs(null, pollId)).toMatchObject({ ended: true });
    } finally {
      vi.useRealTimers();
    }
    expect((await storedCounts(pollId)).counts).toEqual({ o1: 1, o2: 0, o3: 0 });
  });
});

describe('results shown after voting', () => {
  it('hides the counts from guests and members who have not voted until they vote or the poll ends', async () => {
    const { post, pollId } = await pollPost({ results: 'after_vote' });
    await voteAs(other.id, pollId, ['o1']);
    expect((await postPageAs(null, post.url)).polls[0]).toMatchObject({ voters: 1, counts: null, my_choice: [] });
    expect((await postPageAs(reader.id, post.url)).polls[0]).toMatchObject({ voters: 1, counts: null });
    expect(await showAs(reader.id, pollId)).toMatchObject({ counts: null });

    expect((await voteAs(reader.id, pollId, ['o2'])).json()).toMatchObject({ voters: 2, counts: { o1: 1, o2: 1, o3: 0 } });
    // The vote's event drops the post's kept data; until it is told, the page may still show the counts before it.
    await settle(app);
    expect((await postPageAs(reader.id, post.url)).polls[0]).toMatchObject({ counts: { o1: 1, o2: 1, o3: 0 }, my_choice: ['o2'] });

    await closeAs(author.id, pollId);
    await settle(app);
    expect((await postPageAs(null, post.url)).polls[0]).toMatchObject({ counts: { o1: 1, o2: 1, o3: 0 }, ended: true });
  });
});

describe('POST /polls/:id/close', () => {
  it('lets the author close the poll early, after which votes are refused; others may not', async () => {
    const { pollId } = await pollPost();
    await voteAs(reader.id, pollId, ['o1']);
    expect((await closeAs(null, pollId)).statusCode).toBe(401);
    expect((await closeAs(reader.id, pollId)).statusCode).toBe(403);
    const closed = await closeAs(author.id, pollId);
    expect(closed.json()).toMatchObject({ ended: true, counts: { o1: 1, o2: 0, o3: 0 } });
    expect(closed.json().closed_at).toEqual(expect.any(String));
    expect((await voteAs(reader.id, pollId, ['o2'])).statusCode).toBe(409);
    expect((await closeAs(author.id, pollId)).json().closed_at).toBe(closed.json().closed_at);
  });

  it("lets whoever runs the community close a poll in it", async () => {
    const community = await createCommunity(app, { creatorId: other.id });
    const post = await publishPost(app, author.id, { category_id: community.id, blocks: [block.header('Опрос в сообществе'), block.poll('Встречаемся офлайн?', ['Да', 'Нет'])] });
    const [row] = await app.db.select({ id: polls.id }).from(polls).where(eq(polls.postId, post.id));
    expect((await closeAs(reader.id, row!.id)).statusCode).toBe(403);
    expect((await closeAs(other.id, row!.id)).json()).toMatchObject({ ended: true });
  });
});

describe('editing a post with a poll', () => {
  it('allows changes before the first vote, and refuses them after, except saving it unchanged', async () => {
    const { post, blocks, poll, pollId } = await pollPost();
    const headers = await sessionHeaders(app, author.id);
    const save = (changed: object) => savePostRequest(app, headers, { id: post.id, blocks: [blocks[0], blocks[1], changed] });

    const reworded = { ...poll, data: { ...poll.data, question: 'Переходим на четырёхдневную неделю?' } };
    expect((await save(reworded)).statusCode).toBe(200);
    await voteAs(reader.id, pollId, ['o1']);

    const refused = await save({ ...reworded, data: { ...reworded.data, options: [...reworded.data.options, { id: 'o4', text: 'Уже' }] } });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['blocks.2.data']);
    expect((await save({ ...reworded, data: { ...reworded.data, multiple: true } })).statusCode).toBe(422);
    const removed = await savePostRequest(app, headers, { id: post.id, blocks: [blocks[0], blocks[1]] });
    expect(removed.statusCode).toBe(422);

    expect((await savePostRequest(app, headers, { id: post.id, blocks: [blocks[0], block.paragraph('Новый текст.'), reworded] })).statusCode).toBe(200);
    expect((await storedCounts(pollId)).counts).toEqual({ o1: 1, o2: 0, o3: 0 });
  });
});

describe('votes at once', () => {
  it('50 parallel votes from one member leave exactly one vote', async () => {
    const { pollId } = await pollPost();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => voteAs(reader.id, pollId, [`o${(i % 3) + 1}`])));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(50).fill(200));
    const stored = await storedCounts(pollId);
    expect(stored.voters).toBe(1);
    expect(stored.rows).toEqual({ votes: 1, voters: 1 });
    expect(Object.values(stored.counts).reduce((a, b) => a + b, 0)).toBe(1);
    const [mine] = await app.db.select({ id: pollVotes.optionId }).from(pollVotes).where(eq(pollVotes.pollId, pollId));
    expect(stored.counts[mine!.id]).toBe(1);
  });

  it('many members voting in parallel, some changing their vote at once, are each counted once', async () => {
    const { pollId } = await pollPost({ multiple: true });
    const members = await Promise.all(Array.from({ length: 25 }, () => createUser(app)));
    // Each member sends two votes at once; whichever lands last is their vote.
    const answers = await Promise.all(members.flatMap((member, i) => [voteAs(member.id, pollId, [`o${(i % 3) + 1}`]), voteAs(member.id, pollId, ['o1', 'o2'])]));
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    const stored = await storedCounts(pollId);
    expect(stored.voters).toBe(25);
    expect(stored.rows.voters).toBe(25);
    const perOption = await app.db
      .select({ id: pollVotes.optionId, votes: sql<number>`count(*)::int` })
      .from(pollVotes)
      .where(eq(pollVotes.pollId, pollId))
      .groupBy(pollVotes.optionId);
    expect(stored.counts).toEqual({ o1: 0, o2: 0, o3: 0, ...Object.fromEntries(perOption.map((row) => [row.id, row.votes])) });
  });
});

describe('live results', () => {
  it("pushes the counts on the post's channel after a vote, and only the number of voters where results wait for a vote", async () => {
    const open = await pollPost();
    const hidden = await pollPost({ results: 'after_vote' });
    await settle(app);
    const publish = vi.spyOn(app.realtime, 'publish');
    try {
      await voteAs(reader.id, open.pollId, ['o2']);
      await voteAs(reader.id, hidden.pollId, ['o2']);
      await settle(app);
      const sent = publish.mock.calls.filter(([, event]) => event === pushes.poll);
      expect(sent).toEqual([
        [channels.likes('post', open.post.id), pushes.poll, { post_id: open.post.id, poll_id: open.pollId, block_id: open.poll.id, voters: 1, counts: { o1: 0, o2: 1, o3: 0 }, closed_at: null }],
        [channels.likes('post', hidden.post.id), pushes.poll, { post_id: hidden.post.id, poll_id: hidden.pollId, block_id: hidden.poll.id, voters: 1, counts: null, closed_at: null }],
      ]);
    } finally {
      publish.mockRestore();
    }
  });
});

describe('polls in feed cards', () => {
  const tagPage = async (tag: string, userId: number) => {
    const res = await app.inject({ url: `/tag/${encodeURIComponent(tag)}`, headers: { ...inertiaHeaders, ...(await sessionHeaders(app, userId)) } });
    return res.json().props.posts.data as Array<{ id: number; polls: PollState[]; blocks: Array<{ type: string }> }>;
  };

  async function taggedPolls(tag: string, count: number) {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const post = await publishPost(app, author.id, { blocks: [block.header(`Опрос ${i}`), block.paragraph(`Текст #${tag}`), block.poll('Что выберете?', ['Чай', 'Кофе'])] });
      const [row] = await app.db.select({ id: polls.id }).from(polls).where(eq(polls.postId, post.id));
      await voteAs(reader.id, row!.id, ['o2']);
      ids.push(post.id);
    }
    return ids;
  }

  it('show the poll with its counts and the reader’s own choice, for the same statements with 2 and 20 cards', async () => {
    await taggedPolls('опросдва', 2);
    await taggedPolls('опросдвадцать', 20);
    await settle(app);
    const cards = await tagPage('опросдва', reader.id);
    expect(cards[0]!.blocks.map((b) => b.type)).toContain('poll');
    expect(cards[0]!.polls[0]).toMatchObject({ voters: 1, counts: { o1: 0, o2: 1 }, my_choice: ['o2'] });
    expect((await tagPage('опросдва', other.id))[0]!.polls[0]).toMatchObject({ my_choice: [] });

    const cost = async (tag: string) => countRender(app, () => tagPage(tag, reader.id));
    expect(await cost('опросдвадцать')).toBe(await cost('опросдва'));
  });
});
