// Readiness answers 503 `draining` from SIGTERM on; Redis down is `degraded` and still 200, and so is
// `read-only` (the primary database lost, a replica serving reads).
import { Type } from 'typebox';
import { defineCalls } from './call.ts';

const Services = {
  database: Type.Union([Type.Literal('ok'), Type.Literal('down')]),
  /** `off`: the site runs without Redis by configuration. */
  redis: Type.Union([Type.Literal('ok'), Type.Literal('down'), Type.Literal('off')]),
};

export const health = defineCalls('health', {
  live: { method: 'GET', path: '/healthz', summary: 'The process answers', answer: Type.Object({ status: Type.Literal('ok') }) },
  ready: {
    method: 'GET',
    path: '/readyz',
    summary: 'The database answers and the process is not shutting down; Redis, which the site can do without, is reported',
    answer: Type.Object({ status: Type.Union([Type.Literal('ok'), Type.Literal('degraded'), Type.Literal('read-only')]), ...Services }),
    errors: { 503: Type.Object({ status: Type.Union([Type.Literal('unavailable'), Type.Literal('draining')]), message: Type.String(), ...Services }) },
  },
});
