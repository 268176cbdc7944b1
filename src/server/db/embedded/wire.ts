// What the embedded database's socket needs to know of PostgreSQL's wire protocol: where a round of
// the client's messages ends, the server's greeting, and the notifications in an answer. Every
// message but the client's first is a type byte, then its length (counting itself, not the type).

const SYNC = 0x53;
const QUERY = 0x51;
const FLUSH = 0x48;
export const TERMINATE = 0x58;
const NOTIFICATION = 0x41;

function message(type: number, body: Uint8Array): Buffer {
  const out = Buffer.alloc(5 + body.length);
  out[0] = type;
  out.writeInt32BE(4 + body.length, 1);
  out.set(body, 5);
  return out;
}

/** AuthenticationOk and ReadyForQuery (idle): the session needs no password and is ready at once. */
export const GREETING = Buffer.concat([message(0x52, new Uint8Array(4)), message(0x5a, Buffer.from('I'))]);

/** A simple-protocol query: the statements of `text`, each run in turn. */
export function simpleQuery(text: string): Buffer {
  return message(QUERY, Buffer.from(`${text}\0`));
}

/**
 * The offset just past the last whole message that asks the server to answer (Sync, Query, Flush):
 * what comes before it is a round to send; 0 while the buffer holds no such message yet.
 */
export function roundEnd(buffer: Uint8Array): number {
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  let end = 0;
  for (let offset = 0; offset + 5 <= buffer.length; ) {
    const next = offset + 1 + view.getInt32(offset + 1);
    if (next > buffer.length) break;
    const type = buffer[offset];
    if (type === SYNC || type === QUERY || type === FLUSH) end = next;
    offset = next;
  }
  return end;
}

/** The channels of the NotificationResponse messages in the server's answer, in order. */
export function notificationChannels(answer: Uint8Array): string[] {
  const view = new DataView(answer.buffer, answer.byteOffset, answer.byteLength);
  const channels: string[] = [];
  for (let offset = 0; offset + 5 <= answer.length; offset += 1 + view.getInt32(offset + 1)) {
    if (answer[offset] !== NOTIFICATION) continue;
    // The sender's process id (4 bytes), then the channel's name ending in a zero byte.
    const start = offset + 9;
    channels.push(Buffer.from(answer.buffer, answer.byteOffset + start, answer.indexOf(0, start) - start).toString('utf8'));
  }
  return channels;
}
