/**
 * The benchmark's yardstick: a bare `node:http` server in its own process that answers every
 * request with the bytes Pero sent for the scenario being measured (same status, content type
 * and length). The bench hands it each answer over IPC and measures both in the same run, so
 * a ratio says how much of the machine's HTTP ceiling Pero's own work leaves.
 */
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';

let answer = { status: 200, headers: { 'content-type': 'text/plain' }, body: Buffer.from('ready') };

const server = createServer((_request, response) => {
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body);
});

process.on('message', (message) => {
  if (message.type === 'answer') {
    const body = Buffer.from(message.body, 'base64');
    answer = { status: message.status, headers: { ...message.headers, 'content-length': String(body.length) }, body };
    process.send({ type: 'answer' });
  }
});

server.listen(0, '127.0.0.1', () => process.send({ type: 'listening', port: server.address().port }));
process.on('disconnect', () => process.exit(0));
