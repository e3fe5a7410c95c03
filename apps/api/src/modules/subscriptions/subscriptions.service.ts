import type { UpperCountryIso } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import type { Session } from '../session/session.service';
import type { SubscriptionsRepository } from './subscriptions.repository';

/** The newsletter: a subscriber is the logged-in user's e-mail address (see contract subscriptions.ts). */
export function createSubscriptionsService(repo: SubscriptionsRepository) {
  const userId = (session: Session): number => {
    if (session.userId === null) throw new AppError('LOGIN_REQUIRED');
    return session.userId;
  };

  return {
    /** Whether the user has a subscription row, and (when asked) whether it is active. */
    async check(session: Session, includeStatus: boolean): Promise<{ exists: boolean; isActive?: boolean }> {
      const row = await repo.ofUser(userId(session));
      return includeStatus ? { exists: !!row, isActive: row?.isActive ?? false } : { exists: !!row };
    },

    async subscribe(session: Session, optIn: boolean, countryIso: UpperCountryIso) {
      const id = userId(session);
      const email = await repo.userEmail(id);
      if (!email) throw new AppError('LOGIN_REQUIRED');
      const row = await repo.save({ userId: id, email, countryIso, optIn });
      return { isActive: row.isActive };
    },
  };
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
