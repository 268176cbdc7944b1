/** Probes for load balancers: the process answers (liveness), the database answers (readiness). */
import { Type } from 'typebox';
import { defineCalls } from './call.ts';

export const health = defineCalls('health', {
  live: { method: 'GET', path: '/healthz', summary: 'The process answers', answer: Type.Object({ status: Type.Literal('ok') }) },
  ready: {
    method: 'GET',
    path: '/readyz',
    summary: 'The database answers',
    answer: Type.Object({ status: Type.Literal('ok') }),
    errors: { 503: Type.Object({ status: Type.Literal('unavailable'), message: Type.String() }) },
  },
});
