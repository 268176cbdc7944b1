import { router } from '@inertiajs/react';
import { calls } from '../../../shared/api/index.ts';
import { api } from '../../platform/api.ts';

/** Errors (422, 403, 401) are the caller's to show. */
export async function startChat(userId: number): Promise<void> {
  const { url } = await api(calls.chats.start, { params: { userId } });
  router.visit(url);
}
