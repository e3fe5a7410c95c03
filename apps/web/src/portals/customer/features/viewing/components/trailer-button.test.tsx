import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { json, titleDetails } from '@/test-support/fixtures';
import { stubFetchAtFixedTime } from '@/test-support/fetch-at-fixed-time';
import { appQueryClient, renderWithProviders } from '@/test-support/render';
import { TrailerButton } from './trailer-button';

// jsdom plays no video: the player stands in as a dialog naming what it was asked to play.
vi.mock('@/features/player', () => ({
  PlayerDialog: ({ watch }: { watch: { src: string; keepsPosition: boolean } | null }) =>
    watch && (
      <div role="dialog" data-src={watch.src} data-keeps-position={String(watch.keepsPosition)}>
        player
      </div>
    ),
}));

const title = titleDetails({ has_trailer: true });

const trailerStream = {
  success: true,
  title_id: 1110,
  stream: { playlist_url: '/api/media/trailer-token/master.m3u8', expires_at: '2026-03-01T10:15:00.000Z' },
};

/** The paths the button called, in order. */
const calledPaths = (fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);

const fetchMock = stubFetchAtFixedTime('2026-03-01T10:00:00.000Z');

async function renderButton(hasTrailer: boolean) {
  const { queryClient } = appQueryClient();
  await renderWithProviders(<TrailerButton title={{ ...title, has_trailer: hasTrailer }} language="sv" />, {
    queryClient,
  });
}

describe('TrailerButton', () => {
  it('is not shown for a title without a trailer', async () => {
    await renderButton(false);
    expect(screen.queryByRole('button', { name: 'watch_trailer' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('starts the trailer, not a loan, and opens the player on its stream', async () => {
    fetchMock.mockResolvedValue(json(200, trailerStream));
    await renderButton(true);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'watch_trailer' })));

    expect(calledPaths(fetchMock)).toEqual(['/api/customer/title/start_trailer']);
    const body = new URLSearchParams(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body.get('title_id')).toBe('1110');
    expect(calledPaths(fetchMock).some((p) => p.endsWith('/loan'))).toBe(false);
    const player = await screen.findByRole('dialog');
    expect(player.dataset.src).toBe('/api/media/trailer-token/master.m3u8');
    expect(player.dataset.keepsPosition).toBe('false');
  });

  it('says so beside the button when the trailer cannot start', async () => {
    fetchMock.mockResolvedValue(
      json(404, { success: false, error: { code: 'TITLE_NOT_FOUND', message: 'Titeln finns inte.' } }),
    );
    await renderButton(true);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'watch_trailer' })));
    expect((await screen.findByText('trailer_start_failed')).textContent).toBe('trailer_start_failed');
  });
});
