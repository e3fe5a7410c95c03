import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { Loan } from '@filmhyllan/contract';
import { loanResult, titleDetails } from '@/test-support/fixtures';
import { stubFetchAtFixedTime } from '@/test-support/fetch-at-fixed-time';
import { appQueryClient, renderWithProviders } from '@/test-support/render';
import type * as Player from '@/features/player';
import { LoanBox } from './loan-box';

// jsdom plays no video: the player stands in as a dialog naming what it was asked to play.
vi.mock('@/features/player', async (original) => ({
  ...(await original<typeof Player>()),
  PlayerDialog: ({ watch }: { watch: { src: string; titleName: string } | null }) =>
    watch && (
      <div role="dialog" aria-label={watch.titleName} data-src={watch.src}>
        player
      </div>
    ),
}));

const title = titleDetails();
const running: Loan = { ...loanResult.loan, ends_at: '2026-03-02T10:00:00.000Z' };

stubFetchAtFixedTime('2026-03-01T10:00:00.000Z');

async function renderBox(activeLoan: Loan | null, playOnOpen: boolean) {
  const onPlayedOnOpen = vi.fn();
  const { queryClient } = appQueryClient();
  await renderWithProviders(
    <LoanBox
      libraryId={1}
      pinFormat="digits"
      title={title}
      language="sv"
      numLoansLeft={null}
      numLoansLeftPeriod="month"
      activeLoan={activeLoan}
      onLoanChange={vi.fn()}
      playOnOpen={playOnOpen}
      onPlayedOnOpen={onPlayedOnOpen}
    />,
    { queryClient },
  );
  return onPlayedOnOpen;
}

describe('LoanBox opened to play (Continue watching)', () => {
  it('opens the player on the running loan at once, once, with the focus left on Watch', async () => {
    const played = await renderBox(running, true);
    const player = await screen.findByRole('dialog', { name: 'Öarna i väster' });
    expect(player.getAttribute('data-src')).toBe(running.stream.playlist_url);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /watch/ }));
    expect(played).toHaveBeenCalledTimes(1);
  });

  it('opens nothing without the request, or without a running loan', async () => {
    await renderBox(running, false);
    expect(screen.queryByRole('dialog')).toBeNull();
    const played = await renderBox({ ...running, ends_at: '2026-03-01T09:00:00.000Z' }, true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(played).not.toHaveBeenCalled();
  });
});
