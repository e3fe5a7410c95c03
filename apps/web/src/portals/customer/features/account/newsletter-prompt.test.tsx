import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { User } from '@filmhyllan/contract';
import { closeAccountModal, getAccountModal, openAccountModal } from '@/lib/account-modal';
import { applyLoginChange } from '@/lib/session';
import {
  answer,
  fetchMock,
  json,
  renderWithApp,
  sentTo,
  startTestSession,
  user,
} from './components/test-harness';
import { appStorage } from '@/lib/storage';
import {
  NEWSLETTER_PROMPT_DELAY_MS,
  REACTIVATION_OFFER_INTERVAL_MS,
  useNewsletterPrompt,
} from './newsletter-prompt';

const CHECK = '/subscriptions/subscriptions/check_subscriber_exists';

/** Logs `who` in as the login modal does: the session first, then the prompt is told. */
function LoginProbe({ who }: { who: User }) {
  const prompt = useNewsletterPrompt();
  return (
    <button
      type="button"
      onClick={() => {
        applyLoginChange('C2', { user: who, librarian: null });
        prompt(who);
      }}
    >
      log in
    </button>
  );
}

async function logInAs(who: User = user) {
  await renderWithApp(<LoginProbe who={who} />);
  vi.useFakeTimers();
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'log in' })));
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(async () => {
  window.localStorage.clear();
  await startTestSession();
  closeAccountModal();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
  closeAccountModal();
});

describe('useNewsletterPrompt', () => {
  it('opens the newsletter modal 5 seconds after a login when no subscriber exists', async () => {
    answer({ [CHECK]: () => json(200, { exists: false, is_active: false }) });
    await logInAs();
    expect(sentTo(CHECK)[0]?.get('include_status')).toBe('1');
    await wait(NEWSLETTER_PROMPT_DELAY_MS - 1);
    expect(getAccountModal().modal).toBe('closed');
    await wait(1);
    expect(getAccountModal()).toMatchObject({ modal: 'newsletter', reactivate: false });
  });

  it('offers a subscriber who exists but is not active to start again', async () => {
    answer({ [CHECK]: () => json(200, { exists: true, is_active: false }) });
    await logInAs();
    await wait(NEWSLETTER_PROMPT_DELAY_MS);
    expect(getAccountModal()).toMatchObject({ modal: 'newsletter', reactivate: true });
  });

  it('asks a lapsed subscriber again on this device only after 90 days', async () => {
    answer({ [CHECK]: () => json(200, { exists: true, is_active: false }) });
    await logInAs();
    await wait(NEWSLETTER_PROMPT_DELAY_MS);
    expect(getAccountModal()).toMatchObject({ modal: 'newsletter', reactivate: true });
    closeAccountModal();
    cleanup();

    // The next login, a day later: not asked again.
    await logInAs();
    await wait(NEWSLETTER_PROMPT_DELAY_MS + 24 * 60 * 60 * 1000);
    expect(getAccountModal().modal).toBe('closed');
    cleanup();

    // The last offer was 90 days ago: asked again.
    const offered = appStorage().get('newsletterReactivationOffers') ?? {};
    expect(Object.keys(offered)).toEqual([user.username.toLowerCase()]);
    appStorage().set('newsletterReactivationOffers', {
      [user.username.toLowerCase()]: Date.now() - REACTIVATION_OFFER_INTERVAL_MS,
    });
    await logInAs();
    await wait(NEWSLETTER_PROMPT_DELAY_MS);
    expect(getAccountModal()).toMatchObject({ modal: 'newsletter', reactivate: true });
  });

  it('leaves an active subscriber alone', async () => {
    answer({ [CHECK]: () => json(200, { exists: true, is_active: true }) });
    await logInAs();
    await wait(2 * NEWSLETTER_PROMPT_DELAY_MS);
    expect(getAccountModal().modal).toBe('closed');
  });

  it('logs a failed check and counts it as no subscriber: the prompt opens', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer({ [CHECK]: () => json(500, { success: false, error: { code: 'INTERNAL_ERROR', message: 'x' } }) });
    await logInAs();
    await wait(NEWSLETTER_PROMPT_DELAY_MS);
    expect(warn).toHaveBeenCalledWith('Newsletter subscriber check failed', expect.anything());
    expect(getAccountModal()).toMatchObject({ modal: 'newsletter', reactivate: false });
  });

  it('asks nothing of a user without an e-mail address', async () => {
    await logInAs({ ...user, email: '' });
    await wait(2 * NEWSLETTER_PROMPT_DELAY_MS);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getAccountModal().modal).toBe('closed');
  });

  it('is cancelled by a logout before it opens', async () => {
    answer({ [CHECK]: () => json(200, { exists: false }) });
    await logInAs();
    await wait(NEWSLETTER_PROMPT_DELAY_MS / 2);
    act(() => applyLoginChange('C3', { user: null, librarian: null }));
    await wait(NEWSLETTER_PROMPT_DELAY_MS);
    expect(getAccountModal().modal).toBe('closed');
  });

  it('waits for another account modal to close instead of replacing it', async () => {
    answer({ [CHECK]: () => json(200, { exists: false }) });
    await logInAs();
    act(() => openAccountModal('addLibraryCard'));
    await wait(NEWSLETTER_PROMPT_DELAY_MS);
    expect(getAccountModal().modal).toBe('addLibraryCard');
    act(() => closeAccountModal());
    expect(getAccountModal().modal).toBe('newsletter');
  });
});
