/**
 * What the web app keeps in the browser's local storage (spec section 3), in one documented place: the key of
 * each value on disk, kept stable so that a release does not forget what patrons chose. Nothing here crosses
 * the wire; the server never reads these values. apps/web/src/lib/storage.ts is the one module that reads and
 * writes them (in memory instead when local storage is unavailable).
 */
export const LOCAL_STORAGE_KEYS = {
  /** Last playback position per title id: { seconds, savedAt }. */
  lastWatchTimes: 'filmhyllan.last_watch_times',
  /** The card number last used for a loan, per library id (never the PIN). */
  lastLoanCredentials: 'filmhyllan.last_used_loan_credentials',
  /** The library chosen last: the front page opens it. */
  lastSelectedLibrary: 'filmhyllan.last_selected_library',
  /** True once this browser logged in to the librarian portal. */
  everLoggedInAsLibrarian: 'filmhyllan.ever_logged_in_as_librarian',
  /** The language a path without a language prefix is redirected to. */
  userLanguage: 'filmhyllan.user_language',
  /**
   * Calls in a row that got no answer or a 5xx, across page loads; any call that succeeds removes it. From
   * FAILURE_COUNTER_THRESHOLD on, the error popup says the trouble persists and offers a way on: the librarian
   * portal its outage message, the customer portal the help form.
   */
  failureCounter: 'filmhyllan.failure_counter',
  /** Loan budget notices a patron dismissed, per library id: the date each announced. */
  dismissedBudgetNotices: 'filmhyllan.dismissed_budget_notices',
  /** When this browser last offered a lapsed newsletter subscriber to start again, per username (ms). */
  newsletterReactivationOffers: 'filmhyllan.newsletter_reactivation_offers',
  /**
   * The player's settings on this device (player-settings-values.ts): caption look, speed, the languages chosen
   * last. A logged-in user's are also kept in the account; on login the account's win.
   */
  playerSettings: 'filmhyllan.player_settings',
} as const;

export type LocalStorageKey = keyof typeof LOCAL_STORAGE_KEYS;

/**
 * Failed calls in a row from which the failure counter counts (spec section 3: "counts only when at least
 * 10"), and the error popup offers the outage or help message.
 */
export const FAILURE_COUNTER_THRESHOLD = 10;
