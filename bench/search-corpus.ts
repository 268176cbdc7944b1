/**
 * The search bench's corpus: a million published posts (BENCH_SEARCH_POSTS) whose words follow
 * Zipf's law, as a real site's do. The vocabulary is the demo content's own Russian words, the most
 * frequent first, then made-up Russian-looking words for the long tail a real vocabulary has (names,
 * terms, rare forms) up to 100,000. A word's rank is drawn log-uniformly, a density of 1/rank, from
 * a generator seeded by the post's number, so every run writes the same posts.
 *
 * Text is made here and sent in batches of whole rows (`unnest` of arrays); the search indexes are
 * dropped for the load and built once at the end, which is several times faster than keeping them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Database } from '../src/server/db/client.ts';
import { projectPath } from '../src/server/lib/paths.ts';

export const SEARCH_CORPUS = { vocabulary: 100_000, titleWords: 6, paragraphs: 3, paragraphWords: 25 } as const;

const BATCH = 2_000;
const YEARS_SECONDS = 3 * 365 * 24 * 60 * 60;
/** Above the demo's ids and the large data set's. */
const ID_BASE = 10_000_000;
/** The search's indexes (GIN, and RUM where the server has it): dropped for the load, built again at the end. */
const SEARCH_INDEXES = ['posts_search_idx', 'posts_search_rum_idx'];

const SYLLABLES = ['ка', 'ро', 'ми', 'ло', 'на', 'те', 'ви', 'за', 'до', 'су', 'пре', 'ст', 'ер', 'ла', 'ни', 'ко', 'ва', 'ре', 'ту', 'бо', 'го', 'ше', 'жи', 'цы', 'чу', 'фа', 'ды', 'мо', 'ль', 'ск'];

/** The demo content's words of three letters or more, the most frequent first (ties in alphabetical order). */
function demoWords(): string[] {
  const counts = new Map<string, number>();
  const seedDir = projectPath('src/server/seed');
  for (const file of readdirSync(seedDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    for (const word of readFileSync(`${seedDir}/${file}`, 'utf8').toLowerCase().match(/\p{Script=Cyrillic}{3,}/gu) ?? []) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).map(([word]) => word);
}

/** The vocabulary, rank 1 first. */
export function searchVocabulary(): string[] {
  const words = demoWords();
  const known = new Set(words);
  for (let n = 0; words.length < SEARCH_CORPUS.vocabulary; n++) {
    // Three or four syllables from the number's digits in base 30: distinct, pronounceable, not real words.
    let word = '';
    for (let rest = n + SYLLABLES.length ** 2; rest > 0; rest = Math.floor(rest / SYLLABLES.length)) word += SYLLABLES[rest % SYLLABLES.length];
    if (!known.has(word)) {
      known.add(word);
      words.push(word);
    }
  }
  return words;
}

/** mulberry32: small, fast and good enough to pick words. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function post(n: number, vocabulary: string[]) {
  const random = generator(n);
  const logSize = Math.log(vocabulary.length + 1);
  const word = () => vocabulary[Math.min(vocabulary.length, Math.floor(Math.exp(random() * logSize))) - 1]!;
  const words = (count: number) => Array.from({ length: count }, word);
  const sentence = (list: string[]) => `${list[0]!.charAt(0).toUpperCase()}${list.join(' ').slice(1)}.`;
  const title = sentence(words(SEARCH_CORPUS.titleWords)).slice(0, -1);
  const paragraphs = Array.from({ length: SEARCH_CORPUS.paragraphs }, () => sentence(words(SEARCH_CORPUS.paragraphWords)));
  const blocks = paragraphs.map((text, index) => ({ id: `s${n.toString(36)}p${index}`, type: 'paragraph', data: { text }, tunes: {} }));
  return { title, blocks: JSON.stringify(blocks), excerpt: paragraphs[0]!.slice(0, 200), ageSeconds: Math.floor(random() * YEARS_SECONDS) };
}

/** Adds `count` posts by the demo's people; `log` hears progress. */
export async function generateSearchCorpus(database: Database, count: number, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  const vocabulary = searchVocabulary();
  const { rows: authors } = (await database.execute('select id from users order by id')) as { rows: Array<{ id: number }> };
  if (authors.length === 0) throw new Error('the search corpus needs the demo content (its people write the posts)');
  const names = SEARCH_INDEXES.map((name) => `'${name}'`).join(', ');
  const { rows: indexes } = (await database.execute(`select indexname, indexdef from pg_indexes where indexname in (${names})`)) as { rows: Array<{ indexname: string; indexdef: string }> };
  for (const { indexname } of indexes) await database.execute(`drop index ${indexname}`);
  for (let from = 1; from <= count; from += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, count - from + 1) }, (_, offset) => from + offset);
    const made = numbers.map((n) => post(n, vocabulary));
    await database.execute(
      `insert into posts (id, user_id, subsite_id, slug, title, blocks, excerpt, is_publish, published_at, created_at, updated_at)
       overriding system value
       select $1::int + n, author, author, 'poisk-' || n, title, blocks::jsonb, excerpt, true, at, at, at
       from unnest($2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::timestamptz[]) as row(n, author, title, blocks, excerpt, at)`,
      [
        ID_BASE,
        numbers,
        numbers.map((n) => authors[n % authors.length]!.id),
        made.map((row) => row.title),
        made.map((row) => row.blocks),
        made.map((row) => row.excerpt),
        made.map((row) => new Date(Date.now() - row.ageSeconds * 1000).toISOString()),
      ],
    );
    if ((from - 1) % (BATCH * 25) === 0) log(`  ${from - 1 + numbers.length} posts (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  log(`  building the search indexes (${Math.round((Date.now() - started) / 1000)} s)`);
  for (const { indexdef } of indexes) await database.execute(indexdef);
  await database.execute("select setval(pg_get_serial_sequence('posts', 'id'), (select max(id) from posts))");
  await database.execute('vacuum analyze posts');
  log(`  ${count} posts in ${Math.round((Date.now() - started) / 1000)} s`);
}
