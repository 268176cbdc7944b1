// A stand-in for the Telegram Bot API on 127.0.0.1: bots, channels and their administrators as a test sets them up,
// every call recorded, and errors answered on request. Nothing here reaches Telegram.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BotApiCall {
  token: string;
  method: string;
  params: Record<string, unknown>;
}

interface Bot {
  id: number;
  username: string;
}

interface Channel {
  id: number;
  title: string;
  username: string | null;
  /** Bot ids that administer it, with whether they may post. */
  admins: Map<number, boolean>;
  everyBotIsAdmin: boolean;
  nextMessageId: number;
}

interface Failure {
  method: string;
  code: number;
  description: string;
}

export class FakeBotApi {
  readonly calls: BotApiCall[] = [];
  private readonly bots = new Map<string, Bot>();
  private readonly channels: Channel[] = [];
  private readonly failures: Failure[] = [];
  private server: Server | null = null;
  private nextId = 7_000_000_000;
  url = '';

  /** `anyToken`: every token of the right shape is a bot of its own (the browser tests type one in). */
  constructor(private readonly options: { anyToken?: boolean } = {}) {}

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const [, token = '', method = ''] = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '') ?? [];
        let params: Record<string, unknown> = {};
        try {
          params = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
        } catch {
          // An unreadable body is answered like Telegram answers one: a bad request below.
        }
        this.calls.push({ token, method, params });
        const [status, body] = this.answer(token, method, params);
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** A bot, answering to the token returned. */
  addBot(username: string): string {
    const id = this.nextId++;
    const token = `${id}:AAH${username.replace(/\W/g, '')}${'x'.repeat(40)}`.slice(0, 60);
    this.bots.set(token, { id, username });
    return token;
  }

  botId(token: string): number {
    return this.botOf(token)!.id;
  }

  addChannel(channel: { title: string; username?: string; admins?: Array<{ token: string; canPost?: boolean }>; everyBotIsAdmin?: boolean }): number {
    // As Telegram numbers channels: -100 followed by the channel's own id.
    const id = -1_001_000_000_000 - this.channels.length;
    const admins = new Map((channel.admins ?? []).map((admin) => [this.botId(admin.token), admin.canPost ?? true]));
    this.channels.push({ id, title: channel.title, username: channel.username ?? null, admins, everyBotIsAdmin: channel.everyBotIsAdmin ?? false, nextMessageId: 100 });
    return id;
  }

  /** The next call of `method` answers this error (as Telegram does: the code as HTTP status and in the body). */
  failNext(method: string, code: number, description: string): void {
    this.failures.push({ method, code, description });
  }

  sent(method?: string): BotApiCall[] {
    return this.calls.filter((call) => (method ? call.method === method : !['getMe', 'getChat', 'getChatMember'].includes(call.method)));
  }

  private botOf(token: string): Bot | undefined {
    const bot = this.bots.get(token);
    if (bot || !this.options.anyToken || !/^\d+:[\w-]{30,}$/.test(token)) return bot;
    const made = { id: Number(token.split(':')[0]), username: `pero_e2e_${token.split(':')[0]}_bot` };
    this.bots.set(token, made);
    return made;
  }

  private channelOf(chatId: unknown): Channel | undefined {
    return this.channels.find((channel) => String(channel.id) === String(chatId) || (channel.username !== null && `@${channel.username}` === chatId));
  }

  private answer(token: string, method: string, params: Record<string, unknown>): [number, object] {
    const fail = (code: number, description: string): [number, object] => [code, { ok: false, error_code: code, description }];
    const ok = (result: unknown): [number, object] => [200, { ok: true, result }];
    const failure = this.failures.findIndex((queued) => queued.method === method);
    if (failure >= 0) {
      const [{ code, description }] = this.failures.splice(failure, 1) as [Failure];
      return fail(code, description);
    }
    const bot = this.botOf(token);
    if (!bot) return fail(401, 'Unauthorized');
    if (method === 'getMe') return ok({ id: bot.id, is_bot: true, first_name: bot.username, username: bot.username });
    const channel = this.channelOf(params.chat_id);
    if (!channel) return fail(400, 'Bad Request: chat not found');
    const admin = channel.everyBotIsAdmin ? true : channel.admins.get(bot.id);
    const chat = { id: channel.id, type: 'channel', title: channel.title, ...(channel.username ? { username: channel.username } : {}) };
    switch (method) {
      case 'getChat':
        return ok(chat);
      case 'getChatMember': {
        if (admin === undefined || Number(params.user_id) !== bot.id) return ok({ status: 'left', user: { id: Number(params.user_id), is_bot: true } });
        return ok({ status: 'administrator', user: { id: bot.id, is_bot: true, username: bot.username }, can_post_messages: admin, can_edit_messages: admin, can_delete_messages: admin });
      }
      case 'sendMessage':
      case 'sendPhoto':
        if (!admin) return fail(403, 'Forbidden: bot is not a member of the channel chat');
        return ok({ message_id: channel.nextMessageId++, chat, date: Math.floor(Date.now() / 1000) });
      case 'editMessageText':
      case 'editMessageCaption':
        if (!admin) return fail(403, 'Forbidden: bot is not a member of the channel chat');
        return ok({ message_id: params.message_id, chat });
      case 'deleteMessage':
        if (!admin) return fail(403, 'Forbidden: bot is not a member of the channel chat');
        return ok(true);
      default:
        return fail(404, 'Not Found');
    }
  }
}
