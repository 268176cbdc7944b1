/**
 * Signing in the seeded demo authors through the site, once each for the whole run: their
 * sessions live in the database and outlast server restarts. The site allows ten sign-ins a
 * minute per address, so each author signs in from an address of its own, as clients behind
 * a proxy do (the server trusts X-Forwarded-For from loopback by default).
 */
import { DEMO_PASSWORD, DEMO_PEOPLE } from '../../src/server/seed/demo-data.ts';
import type { Author, HttpClient } from './traffic.ts';

/** Reads Set-Cookie into `jar` (name → value). */
function keepCookies(jar: Map<string, string>, setCookie: string[] | undefined) {
  for (const cookie of setCookie ?? []) {
    const [pair] = cookie.split(';');
    const at = pair!.indexOf('=');
    jar.set(pair!.slice(0, at), pair!.slice(at + 1));
  }
}

function cookieHeader(jar: Map<string, string>): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/**
 * One sign-in as a browser does it: a page hands out the XSRF-TOKEN cookie, the sign-in
 * echoes it and answers the session cookie with a token signed for that session.
 * Resolves to the status of the sign-in and, on success, the author.
 */
export async function signIn(client: HttpClient, email: string, address: string): Promise<{ status: number; author: Author | null }> {
  const jar = new Map<string, string>();
  const forwarded = { 'x-forwarded-for': address };
  const page = await client.request('/', { headers: { accept: 'text/html', ...forwarded } });
  keepCookies(jar, page.headers['set-cookie']);
  const login = await client.request('/login', {
    method: 'POST',
    headers: { accept: 'application/json', cookie: cookieHeader(jar), 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '', ...forwarded },
    body: { email, password: DEMO_PASSWORD },
  });
  if (login.status !== 200) return { status: login.status, author: null };
  keepCookies(jar, login.headers['set-cookie']);
  return { status: login.status, author: { email, headers: { cookie: cookieHeader(jar), 'x-xsrf-token': jar.get('XSRF-TOKEN')! } } };
}

/** Documentation addresses (TEST-NET-2): one per author, never a real client. */
export const authorAddress = (index: number) => `198.51.100.${index + 1}`;

export async function signInAuthors(client: HttpClient, count: number): Promise<Author[]> {
  if (count > DEMO_PEOPLE.length) throw new Error(`The demo has ${DEMO_PEOPLE.length} people, not ${count}`);
  return Promise.all(
    DEMO_PEOPLE.slice(0, count).map(async (person, index) => {
      const { status, author } = await signIn(client, person.email, authorAddress(index));
      if (!author) throw new Error(`Signing in ${person.email} answered ${status}`);
      return author;
    }),
  );
}
