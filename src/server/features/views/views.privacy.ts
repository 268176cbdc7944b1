// What the statistics may learn from a request. Robots are not readers; a reader who asked not to be tracked
// (Do Not Track, Global Privacy Control) is still counted as a view, but how far they read and where they came from
// are not kept. A referrer is kept as its domain only.
import type { FastifyRequest } from 'fastify';

/** The usual self-declared robots: crawlers, link previewers, audit tools and HTTP libraries. */
const ROBOT = /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|lighthouse|curl\/|wget\/|python-requests|go-http-client|okhttp|httpclient|^$/i;

export function isRobot(request: FastifyRequest): boolean {
  return ROBOT.test(request.headers['user-agent'] ?? '');
}

export function refusesTracking(request: FastifyRequest): boolean {
  return request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';
}
