/**
 * The shared HLS player. hls.js itself is not imported here: useHlsPlayer loads it on demand, so importing the
 * player keeps the catalogue bundle free of it.
 */
export { PlayerDialog, type WatchRequest } from './components/player-dialog';
export { VideoPlayer, type VideoPlayerProps } from './components/video-player';
export { useHlsPlayer, type HlsPlayer, type UseHlsPlayerOptions } from './use-hls-player';
export { formatTimeLeft, loanPhase, loanTimeLeft, useNow, LOAN_ENDING_WARNING_MS } from './loan-clock';
export { chooseResumePosition, readLocalPosition, type LocalPosition } from './resume-position';
