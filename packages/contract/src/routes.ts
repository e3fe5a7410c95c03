import type { Access } from './endpoint';
import type * as Contract from './index';

/*
 * Every call's method, path and access, with no schema library: the web app calls the API through these
 * (`@filmhyllan/contract/client`) and never loads zod for it; the endpoint definitions take the same three
 * fields from here (`...routes.getTitles`), so the two cannot disagree. The server checks each answer
 * against the contract as it serialises it (plugins/response-serializer.ts), so the client trusts the shape.
 */

export interface Route<Name extends string = string, Method extends 'GET' | 'POST' = 'GET' | 'POST'> {
  /** The endpoint's export name in the contract: it ties the route to its request and response types. */
  name: Name;
  method: Method;
  /** Path under /api. */
  path: string;
  access: Access;
}

/** The endpoint definition (schemas and all) a route belongs to, for types only. */
export type EndpointOf<R extends Route> = R['name'] extends keyof typeof Contract
  ? (typeof Contract)[R['name']]
  : never;

export const route = <const Name extends string, const Method extends 'GET' | 'POST', const A extends Access>(
  name: Name,
  method: Method,
  path: string,
  access: A,
) => ({ name, method, path, access });

export const initPortalSession = route('initPortalSession', 'POST', '/init_portal_session', 'none');
export const renewPortalCsrftoken = route(
  'renewPortalCsrftoken',
  'POST',
  '/renew_portal_csrftoken',
  'session',
);
export const getAllLibraries = route(
  'getAllLibraries',
  'GET',
  '/library/library/get_all_libraries',
  'session',
);
export const getLibrary = route('getLibrary', 'GET', '/library/library/get_library', 'session');
export const getFilterOptions = route(
  'getFilterOptions',
  'GET',
  '/library/title/get_filter_options',
  'session',
);
export const getGroupTitles = route('getGroupTitles', 'GET', '/library/title/get_group_titles', 'session');
export const getNewTitles = route('getNewTitles', 'GET', '/library/title/get_new_titles', 'session');
export const getSelectedTitles = route(
  'getSelectedTitles',
  'GET',
  '/library/title/get_selected_titles',
  'session',
);
export const getSelectedTitlesByLibrary = route(
  'getSelectedTitlesByLibrary',
  'GET',
  '/library/title/get_selected_titles_by_library',
  'session',
);
export const getTitle = route('getTitle', 'GET', '/library/title/get_title', 'session');
export const getTitleSuggestions = route(
  'getTitleSuggestions',
  'GET',
  '/library/title/get_title_suggestions',
  'session',
);
export const getTitles = route('getTitles', 'GET', '/library/title/get_titles', 'session');
export const getSearchSuggestions = route(
  'getSearchSuggestions',
  'GET',
  '/library/title/get_search_suggestions',
  'session',
);
export const getTheme = route('getTheme', 'GET', '/library/theme/get_theme', 'session');
export const getThemes = route('getThemes', 'GET', '/library/theme/get_themes', 'session');
export const ehubLoan = route('ehubLoan', 'POST', '/customer/customer/ehub_loan', 'session');
export const getAuthUserPastLoans = route(
  'getAuthUserPastLoans',
  'GET',
  '/customer/loan/get_auth_user_past_loans',
  'user',
);
export const getCurrentMonthLoansLeft = route(
  'getCurrentMonthLoansLeft',
  'GET',
  '/customer/customer/get_current_month_loans_left',
  'session',
);
export const getWatchPosition = route('getWatchPosition', 'GET', '/customer/loan/get_watch_position', 'user');
export const getRunningLoans = route('getRunningLoans', 'GET', '/customer/loan/get_running_loans', 'session');
export const loan = route('loan', 'POST', '/customer/customer/loan', 'session');
export const saveWatchPosition = route(
  'saveWatchPosition',
  'POST',
  '/customer/loan/save_watch_position',
  'user',
);
export const addFavourite = route('addFavourite', 'POST', '/user/favourite/add_favourite', 'user');
export const fetchFavourite = route('fetchFavourite', 'GET', '/user/favourite/fetch_favourite', 'user');
export const removeFavourite = route('removeFavourite', 'POST', '/user/favourite/remove_favourite', 'user');
export const changePassword = route('changePassword', 'POST', '/user/user/change_password', 'session');
export const getUserData = route('getUserData', 'GET', '/user/user/get_user_data', 'user');
export const login = route('login', 'POST', '/user/user/login', 'session');
export const logout = route('logout', 'POST', '/user/user/logout', 'user');
export const recoverWithEmail = route(
  'recoverWithEmail',
  'POST',
  '/user/password_recovery/recover_with_email',
  'session',
);
export const register = route('register', 'POST', '/user/user/register', 'session');
export const softDeleteAccount = route('softDeleteAccount', 'POST', '/user/user/soft_delete_account', 'user');
export const updateProfile = route('updateProfile', 'POST', '/user/user/update_profile', 'user');
export const getPlayerSettings = route('getPlayerSettings', 'GET', '/user/user/get_player_settings', 'user');
export const savePlayerSettings = route(
  'savePlayerSettings',
  'POST',
  '/user/user/save_player_settings',
  'user',
);
export const getPrivacyOverview = route(
  'getPrivacyOverview',
  'GET',
  '/user/privacy/get_privacy_overview',
  'user',
);
export const setKeepLoanHistory = route(
  'setKeepLoanHistory',
  'POST',
  '/user/privacy/set_keep_loan_history',
  'user',
);
export const exportMyData = route('exportMyData', 'GET', '/user/privacy/export_my_data', 'user');
export const createSavedCard = route('createSavedCard', 'POST', '/user/inventory/create_inventory', 'user');
export const getSavedCards = route('getSavedCards', 'GET', '/user/inventory/get_inventories', 'user');
export const removeSavedCard = route('removeSavedCard', 'POST', '/user/inventory/remove_inventory', 'user');
export const checkSubscriberExists = route(
  'checkSubscriberExists',
  'GET',
  '/subscriptions/subscriptions/check_subscriber_exists',
  'user',
);
export const subscribe = route('subscribe', 'POST', '/subscriptions/subscriptions/subscribe', 'user');
export const getConfig = route('getConfig', 'GET', '/configuration/configuration/get_config', 'session');
export const getCountryConfig = route(
  'getCountryConfig',
  'GET',
  '/configuration/country_configuration/get_country_config',
  'session',
);
export const getTranslations = route(
  'getTranslations',
  'GET',
  '/i18n/translation/get_translations',
  'session',
);
export const sendEmail = route('sendEmail', 'POST', '/i18n/help/send_email', 'session');
export const getAllGetStartedSteps = route(
  'getAllGetStartedSteps',
  'GET',
  '/i18n/getstartedstep/get_all_getstartedsteps',
  'session',
);
export const operatorLogin = route('operatorLogin', 'POST', '/operator/operator/login', 'session');
export const operatorLogout = route('operatorLogout', 'POST', '/operator/operator/logout', 'operator');
export const getOperator = route('getOperator', 'GET', '/operator/operator/get_operator', 'operator');
export const getOperators = route('getOperators', 'GET', '/operator/operator/get_operators', 'operator');
export const inviteOperator = route(
  'inviteOperator',
  'POST',
  '/operator/operator/invite_operator',
  'operator',
);
export const resendOperatorInvite = route(
  'resendOperatorInvite',
  'POST',
  '/operator/operator/resend_invite',
  'operator',
);
export const changeOperatorRole = route(
  'changeOperatorRole',
  'POST',
  '/operator/operator/change_role',
  'operator',
);
export const deactivateOperator = route(
  'deactivateOperator',
  'POST',
  '/operator/operator/deactivate_operator',
  'operator',
);
export const resetOperatorTwoFactor = route(
  'resetOperatorTwoFactor',
  'POST',
  '/operator/operator/reset_two_factor',
  'operator',
);
export const setOperatorPassword = route(
  'setOperatorPassword',
  'POST',
  '/operator/operator/set_password',
  'session',
);
export const getAuditLog = route('getAuditLog', 'GET', '/operator/audit/get_audit_log', 'operator');
export const exportAuditLog = route('exportAuditLog', 'GET', '/operator/audit/export_audit_log', 'operator');
export const rotateEhubSecret = route(
  'rotateEhubSecret',
  'POST',
  '/operator/library/rotate_ehub_secret',
  'operator',
);
export const getLibrarians = route('getLibrarians', 'GET', '/operator/librarian/get_librarians', 'operator');
export const inviteLibrarian = route(
  'inviteLibrarian',
  'POST',
  '/operator/librarian/invite_librarian',
  'operator',
);
export const resendLibrarianInvite = route(
  'resendLibrarianInvite',
  'POST',
  '/operator/librarian/resend_invite',
  'operator',
);
export const deactivateLibrarian = route(
  'deactivateLibrarian',
  'POST',
  '/operator/librarian/deactivate_librarian',
  'operator',
);
export const getOperatorViewing = route(
  'getOperatorViewing',
  'GET',
  '/operator/viewing/get_viewing',
  'operator',
);
export const startOperatorViewing = route(
  'startOperatorViewing',
  'POST',
  '/operator/viewing/start_viewing',
  'operator',
);
export const findPreviewTitles = route(
  'findPreviewTitles',
  'GET',
  '/operator/preview/find_titles',
  'operator',
);
export const createPreviewLink = route(
  'createPreviewLink',
  'POST',
  '/operator/preview/create_preview_link',
  'operator',
);
export const getPreviewLinks = route(
  'getPreviewLinks',
  'GET',
  '/operator/preview/get_preview_links',
  'operator',
);
export const revokePreviewLink = route(
  'revokePreviewLink',
  'POST',
  '/operator/preview/revoke_preview_link',
  'operator',
);
export const createApiToken = route('createApiToken', 'POST', '/operator/token/create_token', 'operator');
export const getApiTokens = route('getApiTokens', 'GET', '/operator/token/get_tokens', 'operator');
export const revokeApiToken = route('revokeApiToken', 'POST', '/operator/token/revoke_token', 'operator');
export const openPreview = route('openPreview', 'POST', '/customer/preview/open_preview', 'session');
export const startPreview = route('startPreview', 'POST', '/customer/preview/start_preview', 'session');
export const getLibraries = route('getLibraries', 'GET', '/operator/library/get_libraries', 'operator');
export const saveLibrary = route('saveLibrary', 'POST', '/operator/library/save_library', 'operator');
export const getBranding = route('getBranding', 'GET', '/operator/library/get_branding', 'operator');
export const uploadLogo = route('uploadLogo', 'POST', '/operator/library/upload_logo', 'operator');
export const removeLogo = route('removeLogo', 'POST', '/operator/library/remove_logo', 'operator');
export const saveBranding = route('saveBranding', 'POST', '/operator/library/save_branding', 'operator');
export const getPoster = route('getPoster', 'GET', '/operator/title/get_poster', 'operator');
export const uploadPoster = route('uploadPoster', 'POST', '/operator/title/upload_poster', 'operator');
export const removePoster = route('removePoster', 'POST', '/operator/title/remove_poster', 'operator');
export const getSite = route('getSite', 'GET', '/operator/site/get_site', 'operator');
export const saveBanner = route('saveBanner', 'POST', '/operator/site/save_banner', 'operator');
export const saveCountryConfig = route(
  'saveCountryConfig',
  'POST',
  '/operator/site/save_country_config',
  'operator',
);
export const saveGetStartedSteps = route(
  'saveGetStartedSteps',
  'POST',
  '/operator/site/save_getstarted_steps',
  'operator',
);
export const getPatronAuth = route('getPatronAuth', 'GET', '/operator/library/get_patron_auth', 'operator');
export const savePatronAuth = route(
  'savePatronAuth',
  'POST',
  '/operator/library/save_patron_auth',
  'operator',
);
export const importCards = route('importCards', 'POST', '/operator/library/import_cards', 'operator');
export const getOperatorTitles = route('getOperatorTitles', 'GET', '/operator/title/get_titles', 'operator');
export const getOperatorTitle = route('getOperatorTitle', 'GET', '/operator/title/get_title', 'operator');
export const saveTitle = route('saveTitle', 'POST', '/operator/title/save_title', 'operator');
export const unpublishTitle = route('unpublishTitle', 'POST', '/operator/title/unpublish_title', 'operator');
export const republishTitle = route('republishTitle', 'POST', '/operator/title/republish_title', 'operator');
export const getSeries = route('getSeries', 'GET', '/operator/title/get_series', 'operator');
export const saveSeries = route('saveSeries', 'POST', '/operator/title/save_series', 'operator');
export const reorderEpisodes = route(
  'reorderEpisodes',
  'POST',
  '/operator/title/reorder_episodes',
  'operator',
);
export const getTitleChoices = route(
  'getTitleChoices',
  'GET',
  '/operator/title/get_title_choices',
  'operator',
);
export const importCatalogue = route(
  'importCatalogue',
  'POST',
  '/operator/title/import_catalogue',
  'operator',
);
export const exportCatalogue = route(
  'exportCatalogue',
  'GET',
  '/operator/title/export_catalogue',
  'operator',
);
export const testPatronAuth = route(
  'testPatronAuth',
  'POST',
  '/operator/library/test_patron_auth',
  'operator',
);
export const attachSubtitles = route(
  'attachSubtitles',
  'POST',
  '/operator/title/attach_subtitles',
  'operator',
);
export const getLicences = route('getLicences', 'GET', '/operator/title/get_licences', 'operator');
export const saveLicence = route('saveLicence', 'POST', '/operator/title/save_licence', 'operator');
export const deleteLicence = route('deleteLicence', 'POST', '/operator/title/delete_licence', 'operator');
export const getAvailability = route(
  'getAvailability',
  'GET',
  '/operator/title/get_availability',
  'operator',
);
export const attachMedia = route('attachMedia', 'POST', '/operator/title/attach_media', 'operator');
export const attachAudioDescription = route(
  'attachAudioDescription',
  'POST',
  '/operator/title/attach_audio_description',
  'operator',
);
export const getJob = route('getJob', 'GET', '/operator/jobs/get_job', 'operator');
export const getJobs = route('getJobs', 'GET', '/operator/jobs/get_jobs', 'operator');
export const retryJob = route('retryJob', 'POST', '/operator/jobs/retry_job', 'operator');
export const cancelJob = route('cancelJob', 'POST', '/operator/jobs/cancel_job', 'operator');
export const startCheckJob = route('startCheckJob', 'POST', '/operator/jobs/start_check_job', 'operator');
export const startTrailer = route('startTrailer', 'POST', '/customer/title/start_trailer', 'session');
