import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { postJson, RELAXED_AUTH_LIMITS } from '../../../../tests/support/auth.ts';
import { parseMail, readMailDir } from '../../../../tests/support/mail.ts';
import { settle } from '../../../../tests/support/events.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

let app: FastifyInstance;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  app = await buildTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Перо <noreply@pero.example>' }, rateLimits: RELAXED_AUTH_LIMITS });
});
afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('mail through SMTP', () => {
  it('delivers the verification letter to the SMTP server as a Russian MIME message with both parts', async () => {
    const email = `smtp-${Date.now()}@example.test`;
    const res = await postJson(app, '/register', { name: 'Марина Цветаева', email, password: 'Рябина красною кистью' });
    expect(res.json()).toEqual({ status: 'verification sent', email });

    await settle(app);
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('noreply@pero.example');
    expect(received[0]!.to).toEqual([email]);
    const mail = parseMail(received[0]!.raw);
    expect(mail.from).toBe('Перо <noreply@pero.example>');
    expect(mail.subject).toBe('Подтвердите email на сайте «Перо»');
    expect(mail.text).toContain('Здравствуйте, Марина Цветаева!');
    expect(mail.text).toContain(`${app.config.appUrl}/email/verify/`);
    expect(mail.html).toContain('Подтвердить email');
    expect(await readMailDir(app.config.dataDir)).toEqual([]);
  });

  describe('with an SMTP server that cannot be reached', () => {
    let unreachable: FastifyInstance;
    beforeAll(async () => {
      unreachable = await buildTestApp({ config: { smtpUrl: 'smtp://127.0.0.1:9' }, rateLimits: RELAXED_AUTH_LIMITS });
    });
    afterAll(() => unreachable.close());

    it('still registers when the SMTP server cannot be reached; the letter can be sent again later', async () => {
      const email = `smtp-down-${Date.now()}@example.test`;
      const res = await postJson(unreachable, '/register', { name: 'Осип', email, password: 'Камень 1913 года' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'verification sent', email });
    });
  });
});
