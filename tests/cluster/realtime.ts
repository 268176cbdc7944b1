/**
 * Pushes across roles: a socket connected through nginx (so to the realtime process) hears the
 * new-post pushes for publishes a web process served, dispatched by the worker's outbox
 * dispatcher and carried between processes by Redis.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Socket } from 'socket.io-client';
import { channels, pushes, type RealtimeEnvelope, type SubscribeAck } from '../../src/shared/realtime.ts';
import { noneLost, noOtherServerErrors, noResets, type ScenarioResult } from '../faults/scenarios.ts';
import { HttpClient, publishPost } from '../faults/traffic.ts';
import { pollUntil } from '../support/poll.ts';
import { openSocket } from '../support/realtime.ts';
import { underLoad, type ClusterContext } from './load.ts';

/** Publishes go on this long while the socket listens. */
const PUBLISHING_MS = 3000;
/** Every acknowledged publish must have been heard this soon after the last one. */
const DELIVERY_LIMIT_MS = 10_000;

const channel = channels.newFeedPosts();

/** Ids of the posts the socket heard announced, as they arrive. */
function newPostsHeard(socket: Socket): Set<number> {
  const heard = new Set<number>();
  socket.on('event', (envelope: RealtimeEnvelope) => {
    if (envelope.event === pushes.newPost) heard.add(envelope.data.id);
  });
  return heard;
}

async function subscribedSocket(siteUrl: string): Promise<{ socket: Socket; ack: SubscribeAck }> {
  const socket = await openSocket(siteUrl);
  const ack = (await socket.emitWithAck('subscribe', { channel })) as SubscribeAck;
  return { socket, ack };
}

export async function pushesAcrossRoles(context: ClusterContext): Promise<ScenarioResult> {
  const { socket, ack } = await subscribedSocket(context.cluster.siteUrl);
  const heard = newPostsHeard(socket);
  try {
    const { figures, writes } = await underLoad(context, 'realtime', () => sleep(PUBLISHING_MS));
    const published = [...figures.acknowledged.keys()];
    const allHeard = await pollUntil(() => (published.every((id) => heard.has(id)) ? true : null), DELIVERY_LIMIT_MS);
    const heardCount = published.filter((id) => heard.has(id)).length;
    return {
      name: 'pushes: web → worker → realtime',
      figures,
      writes,
      recoveryMs: null,
      checks: [
        { name: 'subscribed through nginx', ok: ack.ok },
        { name: `every acknowledged publish heard as ${pushes.newPost} (${heardCount}/${published.length})`, ok: allHeard === true && published.length > 0 },
        noOtherServerErrors(figures),
        noResets(figures),
        noneLost(writes),
      ],
      notes: [await reconnectNote(context, socket)],
    };
  } finally {
    socket.close();
  }
}

/**
 * Whether a socket whose connection dropped gets, on reconnecting, the pushes sent while it was
 * away (Socket.IO's connection state recovery). Recorded, not judged.
 */
async function reconnectNote(context: ClusterContext, socket: Socket): Promise<string> {
  const { socket: observer } = await subscribedSocket(context.cluster.siteUrl);
  const observed = newPostsHeard(observer);
  const heard = newPostsHeard(socket);
  const client = new HttpClient(context.cluster.siteUrl);
  try {
    // As a network failure would: the transport closes without a goodbye; the socket (made
    // with reconnection off) stays away until told to come back.
    socket.io.engine.close();
    await pollUntil(() => (socket.disconnected ? true : null), 5000, 20);
    const answer = await publishPost(client, context.authors[0]!, `${context.runId} reconnect`);
    if (answer.status !== 200) return `reconnect: the publish meant to be missed answered ${answer.status}`;
    const { id } = JSON.parse(answer.body) as { id: number };
    // The observer hearing it proves it was pushed while the other socket was away.
    if ((await pollUntil(() => (observed.has(id) ? true : null), DELIVERY_LIMIT_MS)) === null) return 'reconnect: the push was not heard even by a connected socket';
    socket.connect();
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    // A recovered socket is sent what it missed at once; one not recovered will never get it.
    const delivered = socket.recovered && (await pollUntil(() => (heard.has(id) ? true : null), 3000)) !== null;
    return `reconnect after a dropped connection: state ${socket.recovered ? 'recovered' : 'not recovered'}, the push sent meanwhile ${delivered ? 'delivered' : 'not delivered'}`;
  } finally {
    observer.close();
    client.close();
  }
}
