import type { checkSubscriberExists, subscribe } from '@filmhyllan/contract';
import type { z } from 'zod';

/** The newsletter on the wire (docs/decisions/027). */
export function presentSubscriber(found: {
  exists: boolean;
  isActive?: boolean;
}): z.input<typeof checkSubscriberExists.response> {
  return found.isActive === undefined
    ? { exists: found.exists }
    : { exists: found.exists, is_active: found.isActive };
}

export function presentSubscription(saved: { isActive: boolean }): z.input<typeof subscribe.response> {
  return { success: true, is_active: saved.isActive };
}
