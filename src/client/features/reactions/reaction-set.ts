/** Asked for once per tab, when a picker first opens. */
import { calls } from '../../../shared/api/index.ts';
import type { ReactionAsset } from '../../../shared/dto/reaction.ts';
import { api } from '../../platform/api.ts';

let loading: Promise<ReactionAsset[]> | null = null;

export function loadReactionSet(): Promise<ReactionAsset[]> {
  loading ??= api(calls.reactions.set).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
