import { useTranslation } from '@/lib/i18n-react';
import { useLoginData } from '@/lib/session';
import { useResume } from '../use-resume';
import { CloseIcon } from './player-icons';
import type { WatchRequest } from './player-dialog';
import { PlayerWaiting } from './player-waiting';
import { VideoPlayer } from './video-player';
import controlStyles from './video-player.module.css';

/** One film or trailer in the player dialog, from where the patron stopped (useResume). */
export function WatchSession({ watch, onClose }: { watch: WatchRequest; onClose(): void }) {
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
    return <PlayerWaiting closeButton={closeButton} />;
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
