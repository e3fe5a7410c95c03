/**
 * The shared HLS player. The player itself (components/watch-session, with the video player and useHlsPlayer) is
 * not exported here: the dialog loads it when something is first played, and hls.js after it, so importing the
 * player keeps the catalogue bundle free of both.
 */
export { PlayerDialog, type WatchRequest } from './components/player-dialog';
export { formatTimeLeft, loanPhase, loanTimeLeft, useNow, LOAN_ENDING_WARNING_MS } from './loan-clock';
export { chooseResumePosition, readLocalPosition, type LocalPosition } from './resume-position';
