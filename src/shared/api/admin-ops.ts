import { Type } from 'typebox';
import { defineCalls } from './call.ts';
import { Problem } from './problem.ts';

export const adminOps = defineCalls('adminOps', {
  retryJob: {
    method: 'POST',
    path: '/admin-panel/operations/jobs/:queue/:id/retry',
    summary: 'Put a job that used up its retries back in its queue',
    superAdmin: true,
    params: Type.Object({
      queue: Type.String({ maxLength: 64, pattern: '^[a-z][a-z0-9.:-]*$' }),
      id: Type.String({ maxLength: 36, pattern: '^[0-9a-f-]{36}$' }),
    }),
    errors: { 404: Problem },
  },
  recount: {
    method: 'POST',
    path: '/admin-panel/operations/recount',
    summary: 'Queue a recount of every stored counter and of the rating places; answers at once',
    superAdmin: true,
  },
});
