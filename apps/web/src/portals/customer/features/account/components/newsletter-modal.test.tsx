import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { restoreFetch } from '@/test-support/session';
import { NewsletterModal } from './newsletter-modal';
import { answer, fetchMock, json, renderWithApp, sentTo, startTestSession } from './test-harness';

const SUBSCRIBE = '/subscriptions/subscriptions/subscribe';

async function setup(reactivate = false) {
  const onClose = vi.fn();
  await renderWithApp(<NewsletterModal open reactivate={reactivate} onClose={onClose} />);
  return { onClose };
}

beforeEach(async () => {
  await startTestSession();
  answer({ [SUBSCRIBE]: () => json(200, { success: true, is_active: true }) });
});

afterEach(() => restoreFetch(fetchMock));

describe('NewsletterModal', () => {
  it('closing it without subscribing sends an opt-out for the country, in upper case', async () => {
    const { onClose } = await setup();
    fireEvent.click(screen.getByRole('button', { name: 'newsletter_no_thanks' }));
    expect(onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(sentTo(SUBSCRIBE)).toHaveLength(1));
    const [body] = sentTo(SUBSCRIBE);
    expect(body?.get('opt_in')).toBe('0');
    expect(body?.get('country_iso')).toBe('SE');
  });

  it('Escape is a closing without a subscription too', async () => {
    const { onClose } = await setup();
    fireEvent(screen.getByRole('dialog', { hidden: true }), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(sentTo(SUBSCRIBE).map((body) => body.get('opt_in'))).toEqual(['0']));
  });

  it('subscribes, says so, and closing after that sends nothing more', async () => {
    const { onClose } = await setup();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'newsletter_subscribe' })));
    expect(await screen.findByText('newsletter_subscribed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ok' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(sentTo(SUBSCRIBE).map((body) => [body.get('opt_in'), body.get('country_iso')])).toEqual([
      ['1', 'SE'],
    ]);
  });

  it('says a failed subscription in the modal; closing then records the opt-out', async () => {
    answer({
      [SUBSCRIBE]: () => json(500, { success: false, error: { code: 'INTERNAL_ERROR', message: 'x' } }),
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await setup();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'newsletter_subscribe' })));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('newsletter_failed'));
    fireEvent.click(screen.getByRole('button', { name: 'newsletter_no_thanks' }));
    await waitFor(() => expect(sentTo(SUBSCRIBE).map((body) => body.get('opt_in'))).toEqual(['1', '0']));
    // The opt-out fails as well here: it is only logged, the modal is gone.
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Newsletter opt-out was not recorded', expect.anything()),
    );
    warn.mockRestore();
  });

  it('offers an inactive subscriber to start again, with its own text', async () => {
    await setup(true);
    expect(screen.getByText('newsletter_reactivate_body')).toBeTruthy();
    expect(screen.queryByText('newsletter_body')).toBeNull();
  });
});
