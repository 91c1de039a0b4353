import { profileRecomputeDedupId, PROFILE_RECOMPUTE_DELAY_MS, type JOB_CATALOG } from '@tailor/contracts';
import { recomputeUserProfile } from '@tailor/profile';
import type { Producer } from '@tailor/queue';
import type { Store } from '@tailor/store';
import type { RefreshProfile } from './corrections.service';

/**
 * A merge, split or undo the person asks for is answered with its result, so this one recompute of
 * their own profile runs in the request. Uploads and deletes leave recomputes to the queue. A
 * queued recompute is requested as well: one that was already running read the profile before this
 * decision and would otherwise leave its older result behind.
 */
export function profileRefresher(store: Store, producer: Producer<typeof JOB_CATALOG>): (requestId: string) => RefreshProfile {
  return (requestId) => async (userId) => {
    await recomputeUserProfile(store, userId);
    await producer.enqueue(
      'profile.recompute',
      { userId, requestId },
      { deduplicationId: profileRecomputeDedupId(userId), delay: PROFILE_RECOMPUTE_DELAY_MS },
    );
  };
}
