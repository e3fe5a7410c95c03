import { route } from './routes';

/*
 * The librarian portal's calls (see routes.ts), in a module of their own: the customer portal's scripts import
 * the routes module whole, and the librarian's calls have no place in the front page's JavaScript budget. The
 * web app takes them from `@filmhyllan/contract/client` like the others.
 */

export const getGeneralInfo = route(
  'getGeneralInfo',
  'GET',
  '/librarian/librarian/get_general_info',
  'librarian',
);
export const getLibrarianData = route(
  'getLibrarianData',
  'GET',
  '/librarian/librarian/get_librarian_data',
  'librarian',
);
export const getLibrarianTitles = route(
  'getLibrarianTitles',
  'GET',
  '/librarian/librarian/get_librarian_titles',
  'librarian',
);
export const librarianLogin = route('librarianLogin', 'POST', '/librarian/librarian/login', 'session');
export const librarianLogout = route('librarianLogout', 'POST', '/librarian/librarian/logout', 'librarian');
export const updateBudget = route('updateBudget', 'POST', '/librarian/librarian/update_budget', 'librarian');
export const updateReportSettings = route(
  'updateReportSettings',
  'POST',
  '/librarian/librarian/update_report_settings',
  'librarian',
);
export const getBudgetChanges = route(
  'getBudgetChanges',
  'GET',
  '/librarian/librarian/get_budget_changes',
  'librarian',
);
export const getStatistics = route(
  'getStatistics',
  'GET',
  '/librarian/librarian/get_statistics',
  'librarian',
);
export const exportStatistics = route(
  'exportStatistics',
  'GET',
  '/librarian/librarian/export_statistics',
  'librarian',
);
export const setTitleExcluded = route(
  'setTitleExcluded',
  'POST',
  '/librarian/librarian/set_title_excluded',
  'librarian',
);
export const exportMarc = route('exportMarc', 'GET', '/librarian/librarian/export_marc', 'librarian');
export const rotateSushiKey = route(
  'rotateSushiKey',
  'POST',
  '/librarian/librarian/rotate_sushi_key',
  'librarian',
);
export const exportCounterReport = route(
  'exportCounterReport',
  'GET',
  '/librarian/librarian/export_counter_report',
  'librarian',
);
export const getMarcFeed = route('getMarcFeed', 'GET', '/librarian/librarian/get_marc_feed', 'librarian');
export const rotateMarcFeed = route(
  'rotateMarcFeed',
  'POST',
  '/librarian/librarian/rotate_marc_feed',
  'librarian',
);
export const getLists = route('getLists', 'GET', '/librarian/librarian/get_lists', 'librarian');
export const saveList = route('saveList', 'POST', '/librarian/librarian/save_list', 'librarian');
export const deleteList = route('deleteList', 'POST', '/librarian/librarian/delete_list', 'librarian');
export const reorderLists = route('reorderLists', 'POST', '/librarian/librarian/reorder_lists', 'librarian');
export const setLibrarianPassword = route(
  'setLibrarianPassword',
  'POST',
  '/librarian/librarian/set_password',
  'session',
);
export const recoverLibrarianPassword = route(
  'recoverLibrarianPassword',
  'POST',
  '/librarian/librarian/recover_with_email',
  'session',
);
export const getLibrarianViewing = route(
  'getLibrarianViewing',
  'GET',
  '/librarian/viewing/get_viewing',
  'librarian',
);
export const startLibrarianViewing = route(
  'startLibrarianViewing',
  'POST',
  '/librarian/viewing/start_viewing',
  'librarian',
);
