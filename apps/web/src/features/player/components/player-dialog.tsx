import { useTranslation } from '@/lib/i18n-react';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { useLoginData } from '@/lib/session';
import { useResume } from '../use-resume';
import { CloseIcon } from './player-icons';
import { VideoPlayer } from './video-player';
import styles from './player-dialog.module.css';
import controlStyles from './video-player.module.css';

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
      {watch && <WatchSession key={`${watch.titleId}:${watch.src}`} watch={watch} onClose={onClose} />}
    </dialog>
  );
}

function WatchSession({ watch, onClose }: { watch: WatchRequest; onClose(): void }) {
  const { t } = useTranslation();
  const loggedIn = useLoginData().user !== null && watch.keepsPosition !== false;
  const resume = useResume(watch.titleId, loggedIn);
  const closeButton = (
    <button
      type="button"
      className={controlStyles.control}
      onClick={onClose}
      aria-label={t('close')}
      title={t('close')}
    >
      <CloseIcon />
    </button>
  );

  if (!resume.ready) {
    return (
      <div className={styles.waiting} role="status">
        <span className={controlStyles.spinner} aria-hidden="true" />
        <span className="visually-hidden">{t('loading')}</span>
        <div className={styles.waitingClose}>{closeButton}</div>
      </div>
    );
  }
  return (
    <VideoPlayer
      src={watch.src}
      titleName={watch.titleName}
      startPosition={resume.startPosition}
      initialSubtitleLanguage={watch.subtitleLanguage ?? null}
      loanEndsAt={watch.loanEndsAt}
      onProgress={resume.onProgress}
      actions={closeButton}
      autoFocus
    />
  );
}
