/**
 * Baseline headers on every answer: no MIME sniffing, no framing by other sites
 * (clickjacking), and referrers trimmed to the origin when leaving the site. A full
 * Content-Security-Policy comes with P14, once footer scripts and embeds (P12) are known.
 */
import fp from 'fastify-plugin';

const HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;

export default fp(
  async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.headers(HEADERS);
    });
  },
  { name: 'security-headers' },
);
