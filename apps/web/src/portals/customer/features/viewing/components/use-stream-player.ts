import { useId, useState } from 'react';
import type { Language, Title } from '@filmhyllan/contract';
import { titleDisplayName } from '@filmhyllan/contract/client';
import type { WatchRequest } from '@/features/player';
import { useFocusAfterRender } from '@/lib/use-focus-after-render';

/** A mutation that answers a stream to play (start_viewing, start_trailer). */
interface StreamStart {
  isPending: boolean;
  mutate(
    variables: undefined,
    options: { onSuccess(answer: { stream: { playlist_url: string } }): void },
  ): void;
}

/**
 * A button that starts a stream and plays it in the player dialog, the film's or the trailer's: `play` starts it
 * (once at a time), `watch` and `close` are the PlayerDialog's, and closing gives the focus back to `buttonId`.
 * The player keeps no position for what starts here.
 */
export function useStreamPlayer(start: StreamStart, title: Title, language: Language) {
  const focusAfterRender = useFocusAfterRender();
  const buttonId = useId();
  const [watch, setWatch] = useState<WatchRequest | null>(null);
  const play = () => {
    if (start.isPending) return;
    start.mutate(undefined, {
      onSuccess: ({ stream }) =>
        setWatch({
          titleId: title.id,
          titleName: titleDisplayName(title, language, true),
          src: stream.playlist_url,
          loanEndsAt: null,
          keepsPosition: false,
        }),
    });
  };
  const close = () => {
    setWatch(null);
    focusAfterRender(buttonId);
  };
  return { buttonId, watch, play, close };
}
