import { useCallback, useEffect, useRef, useState } from 'react';
import type { User } from '@filmhyllan/contract';
import { openAccountModal, useAccountModal } from '@/lib/account-modal';
import { useLoginData } from '@/lib/session';
import { appStorage } from '@/lib/storage';
import { fetchSubscriberStatus } from './api/check-subscriber-exists';

/** Spec section 9: the newsletter prompt opens this long after a login. */
export const NEWSLETTER_PROMPT_DELAY_MS = 5000;

/**
 * A subscriber who said no (or ended the subscription) is asked again at most this often on one device: the
 * spec's follow-up for an inactive subscriber, without asking at every login.
 */
export const REACTIVATION_OFFER_INTERVAL_MS = 90 * 24 * 60 * 60 * 1000;

/** Whether a lapsed subscriber may be offered to start again now, and if so remembers that it was. */
function claimReactivationOffer(username: string, now: number): boolean {
  const storage = appStorage();
  const offers = storage.get('newsletterReactivationOffers') ?? {};
  const key = username.toLowerCase();
  const last = offers[key];
  if (last !== undefined && now - last < REACTIVATION_OFFER_INTERVAL_MS) return false;
  storage.set('newsletterReactivationOffers', { ...offers, [key]: now });
  return true;
}

/** What the prompt offers: the newsletter, or to start a subscription that was ended again. */
type Offer = { reactivate: boolean };

/**
 * The newsletter prompt (spec section 4): after a login — not a registration, whose form has its own box —
 * a user with an e-mail address and no subscriber is offered the newsletter 5 seconds later; a subscriber who
 * exists but is not active is offered to start it again, at most every 90 days on one device. Answers the
 * function the login calls with the user.
 *
 * A failed subscriber check is logged and counts as "no subscriber" (spec section 8: it "yields false"), so the
 * prompt opens: offering the newsletter once too often costs a click, while never asking would lose the
 * answer, and closing the prompt records one (an opt-out) so it is not asked again.
 *
 * A logout before the prompt opens cancels it; when another account modal is open at that moment (the patron
 * is adding a card), the prompt waits until it closes rather than replacing it.
 */
export function useNewsletterPrompt(): (user: User) => void {
  const { user } = useLoginData();
  const { modal } = useAccountModal();
  const [offer, setOffer] = useState<Offer | null>(null);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; abort: AbortController } | null>(null);

  const cancel = useCallback(() => {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    pending.current.abort.abort();
    pending.current = null;
  }, []);

  useEffect(() => {
    if (!user) {
      cancel();
      setOffer(null);
    }
  }, [user, cancel]);
  useEffect(() => cancel, [cancel]);

  useEffect(() => {
    if (!offer || modal !== 'closed') return;
    openAccountModal('newsletter', offer);
    setOffer(null);
  }, [offer, modal]);

  return useCallback(
    (loggedIn: User) => {
      cancel();
      if (!loggedIn.email.trim()) return;
      const abort = new AbortController();
      const status = fetchSubscriberStatus(abort.signal).catch((error: unknown) => {
        if (!abort.signal.aborted) console.warn('Newsletter subscriber check failed', error);
        return { exists: false, is_active: undefined };
      });
      const timer = setTimeout(() => {
        void status.then(({ exists, is_active }) => {
          if (abort.signal.aborted) return;
          pending.current = null;
          if (!exists) setOffer({ reactivate: false });
          else if (is_active === false && claimReactivationOffer(loggedIn.username, Date.now()))
            setOffer({ reactivate: true });
        });
      }, NEWSLETTER_PROMPT_DELAY_MS);
      pending.current = { timer, abort };
    },
    [cancel],
  );
}
