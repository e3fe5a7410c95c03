import { lazy, Suspense } from 'react';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { PlayerWaiting } from './player-waiting';
import styles from './player-dialog.module.css';

/**
 * The player itself (controls, settings, casting, resume) is loaded when something is first played: a title
 * page draws its loan box and trailer button without it. hls.js comes later still (useHlsPlayer).
 */
const WatchSession = lazy(() =>
  import('./watch-session').then((module) => ({ default: module.WatchSession })),
);

/** What to play in the player dialog. */
export interface WatchRequest {
  titleId: number;
  titleName: string;
  /** HLS master playlist with its stream token. */
  src: string;
  /** The loan's end (ISO 8601); null for a viewing without a loan. */
  loanEndsAt: string | null;
  /** Subtitles to switch on at start (ISO 639 code), or null. */
  subtitleLanguage?: string | null;
  /**
   * False for a viewing without a loan (docs/decisions/044): the position is not saved to the account, so the
   * play leaves no trace in the customer's data. Default true.
   */
  keepsPosition?: boolean;
}

interface PlayerDialogProps {
  /** Null: closed. */
  watch: WatchRequest | null;
  onClose(): void;
}

/**
 * The film on the whole screen, in a modal <dialog>: the page behind is inert, Escape or the close button closes
 * it and focus goes back to the Watch button. Playback resumes where the patron stopped (useResume).
 */
export function PlayerDialog({ watch, onClose }: PlayerDialogProps) {
  // Open before the player's own effects run, so the player can take the focus.
  const ref = useModalDialog(watch !== null);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-label={watch?.titleName}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {watch && (
        <Suspense fallback={<PlayerWaiting />}>
          <WatchSession key={`${watch.titleId}:${watch.src}`} watch={watch} onClose={onClose} />
        </Suspense>
      )}
    </dialog>
  );
}
