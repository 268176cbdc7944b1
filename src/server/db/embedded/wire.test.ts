import { describe, expect, it } from 'vitest';
import { serialize } from 'pg-protocol';
import { GREETING, notificationChannels, roundEnd, simpleQuery } from './wire.ts';

const round = (...messages: Buffer[]) => Buffer.concat(messages);

describe('where a round of the client’s messages ends', () => {
  const parse = serialize.parse({ text: 'select $1::int', name: 'one', types: [] });
  const bind = serialize.bind({ statement: 'one', values: ['1'] });
  const execute = serialize.execute({});

  it('waits for the message that asks for an answer', () => {
    expect(roundEnd(round(parse, bind, execute))).toBe(0);
    expect(roundEnd(round(parse, bind, execute, serialize.sync()))).toBe(parse.length + bind.length + execute.length + 5);
    expect(roundEnd(simpleQuery('select 1'))).toBe(simpleQuery('select 1').length);
    expect(roundEnd(round(parse, serialize.flush()))).toBe(parse.length + 5);
  });

  it('leaves a message cut short for the next write, and what follows the last sync too', () => {
    const whole = round(serialize.sync(), parse);
    expect(roundEnd(whole)).toBe(5);
    expect(roundEnd(round(parse, serialize.sync()).subarray(0, parse.length + 3))).toBe(0);
  });
});

describe('the notifications in an answer', () => {
  const notification = (channel: string, payload: string) => {
    const body = Buffer.concat([Buffer.from([0, 0, 0, 7]), Buffer.from(`${channel}\0${payload}\0`)]);
    const head = Buffer.from([0x41, 0, 0, 0, 0]);
    head.writeInt32BE(body.length + 4, 1);
    return Buffer.concat([head, body]);
  };

  it('names each channel, in order, among the other messages', () => {
    expect(notificationChannels(GREETING)).toEqual([]);
    expect(notificationChannels(round(GREETING, notification('pero_events', ''), notification('другой', 'данные'), GREETING))).toEqual(['pero_events', 'другой']);
  });
});
