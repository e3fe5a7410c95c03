import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { wireRequest } from './endpoint';
import { errorCodes } from './error-codes';
import * as contract from './index';
import { endpoints } from './registry';
import * as customerRoutes from './routes';
import * as librarianRoutes from './routes-librarian';
import type { Route } from './routes';

/** Every client route: the customer's and operator's module and the librarian portal's. */
const routes: Record<string, unknown> = { ...customerRoutes, ...librarianRoutes };

/** Spec section 7, row by row (without the /api base). */
const specCalls = [
  'POST /renew_portal_csrftoken',
  'POST /init_portal_session',
  'GET /library/title/get_titles',
  'GET /library/library/get_library',
  'GET /library/library/get_all_libraries',
  'GET /configuration/configuration/get_config',
  'GET /configuration/country_configuration/get_country_config',
  'GET /library/title/get_new_titles',
  'GET /i18n/getstartedstep/get_all_getstartedsteps',
  'GET /library/title/get_selected_titles',
  'GET /library/theme/get_themes',
  'GET /library/theme/get_theme',
  'GET /library/title/get_selected_titles_by_library',
  'GET /library/title/get_title',
  'GET /library/title/get_title_suggestions',
  'GET /library/title/get_group_titles',
  'POST /customer/customer/loan',
  'POST /customer/customer/ehub_loan',
  'GET /customer/customer/get_current_month_loans_left',
  'GET /customer/loan/get_auth_user_past_loans',
  'POST /user/favourite/add_favourite',
  'POST /user/favourite/remove_favourite',
  'GET /user/favourite/fetch_favourite',
  'GET /user/user/get_user_data',
  'POST /user/user/login',
  'POST /user/user/register',
  'POST /user/user/logout',
  'POST /user/user/update_profile',
  'POST /user/user/change_password',
  'POST /user/user/soft_delete_account',
  'POST /user/password_recovery/recover_with_email',
  'POST /user/inventory/create_inventory',
  'POST /user/inventory/remove_inventory',
  'GET /subscriptions/subscriptions/check_subscriber_exists',
  'POST /subscriptions/subscriptions/subscribe',
  'POST /librarian/librarian/login',
  'POST /librarian/librarian/logout',
  'GET /librarian/librarian/get_librarian_data',
  'GET /librarian/librarian/get_librarian_titles',
  'GET /librarian/librarian/get_general_info',
  'POST /i18n/help/send_email',
  'GET /i18n/translation/get_translations',
];

/** Calls we designed beyond the spec's list; each says so in its description. */
const designedCalls = [
  'GET /library/title/get_search_suggestions',
  'POST /librarian/librarian/update_budget',
  'POST /librarian/librarian/update_report_settings',
  'GET /librarian/librarian/get_budget_changes',
  'GET /librarian/librarian/get_statistics',
  'GET /librarian/librarian/export_statistics',
  'POST /librarian/librarian/set_title_excluded',
  'GET /librarian/librarian/export_marc',
  'GET /librarian/librarian/get_marc_feed',
  'POST /librarian/librarian/rotate_marc_feed',
  'GET /librarian/librarian/get_lists',
  'POST /librarian/librarian/save_list',
  'POST /librarian/librarian/delete_list',
  'POST /librarian/librarian/reorder_lists',
  'POST /librarian/librarian/rotate_sushi_key',
  'GET /librarian/librarian/export_counter_report',
  'GET /customer/loan/get_watch_position',
  'POST /customer/loan/save_watch_position',
  'GET /customer/loan/get_running_loans',
  'GET /library/title/get_filter_options',
  'GET /user/inventory/get_inventories',
  'GET /user/privacy/get_privacy_overview',
  'POST /user/privacy/set_keep_loan_history',
  'GET /user/privacy/export_my_data',
  'POST /operator/operator/login',
  'POST /operator/operator/logout',
  'GET /operator/operator/get_operator',
  'GET /operator/operator/get_operators',
  'POST /operator/operator/invite_operator',
  'POST /operator/operator/resend_invite',
  'POST /operator/operator/change_role',
  'POST /operator/operator/deactivate_operator',
  'POST /operator/operator/reset_two_factor',
  'POST /operator/operator/set_password',
  'GET /operator/audit/get_audit_log',
  'GET /operator/audit/export_audit_log',
  'POST /operator/library/rotate_ehub_secret',
  'GET /operator/librarian/get_librarians',
  'POST /operator/librarian/invite_librarian',
  'POST /operator/librarian/resend_invite',
  'POST /operator/librarian/deactivate_librarian',
  'POST /librarian/librarian/set_password',
  'POST /librarian/librarian/recover_with_email',
  'GET /operator/library/get_libraries',
  'POST /operator/library/save_library',
  'GET /operator/site/get_site',
  'POST /operator/site/save_banner',
  'POST /operator/site/save_country_config',
  'POST /operator/site/save_getstarted_steps',
  'GET /operator/library/get_branding',
  'POST /operator/library/upload_logo',
  'POST /operator/library/remove_logo',
  'POST /operator/library/save_branding',
  'POST /operator/title/attach_media',
  'POST /operator/title/attach_audio_description',
  'POST /operator/title/attach_subtitles',
  'POST /customer/title/start_trailer',
  'GET /operator/title/get_poster',
  'POST /operator/title/upload_poster',
  'POST /operator/title/remove_poster',
  'GET /operator/viewing/get_viewing',
  'POST /operator/viewing/start_viewing',
  'GET /librarian/viewing/get_viewing',
  'POST /librarian/viewing/start_viewing',
  'GET /operator/preview/find_titles',
  'POST /operator/preview/create_preview_link',
  'GET /operator/preview/get_preview_links',
  'POST /operator/preview/revoke_preview_link',
  'POST /operator/token/create_token',
  'GET /operator/token/get_tokens',
  'POST /operator/token/revoke_token',
  'POST /customer/preview/open_preview',
  'POST /customer/preview/start_preview',
  'GET /operator/library/get_patron_auth',
  'POST /operator/library/save_patron_auth',
  'POST /operator/library/test_patron_auth',
  'POST /operator/library/import_cards',
  'POST /operator/title/import_catalogue',
  'GET /operator/title/export_catalogue',
  'GET /operator/title/get_titles',
  'GET /operator/title/get_title',
  'POST /operator/title/save_title',
  'POST /operator/title/unpublish_title',
  'POST /operator/title/republish_title',
  'GET /operator/title/get_title_choices',
  'GET /operator/title/get_licences',
  'POST /operator/title/save_licence',
  'POST /operator/title/delete_licence',
  'GET /operator/title/get_availability',
  'GET /operator/jobs/get_job',
  'GET /operator/jobs/get_jobs',
  'POST /operator/jobs/retry_job',
  'POST /operator/jobs/cancel_job',
  'POST /operator/jobs/start_check_job',
  'POST /operator/title/save_series',
  'GET /operator/title/get_series',
  'POST /operator/title/reorder_episodes',
  'GET /user/user/get_player_settings',
  'POST /user/user/save_player_settings',
];

const call = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

describe('endpoint registry', () => {
  it('lists the 42 rows of spec section 7', () => {
    expect(specCalls).toHaveLength(42);
    expect(new Set(specCalls).size).toBe(42);
  });

  it('holds every spec call with its method, and only our documented additions besides', () => {
    const registered = endpoints.map(call);
    for (const spec of specCalls) expect(registered).toContain(spec);
    expect(registered.filter((c) => !specCalls.includes(c)).sort()).toEqual([...designedCalls].sort());
    for (const e of endpoints.filter((e) => designedCalls.includes(call(e)))) {
      expect(e.description).toMatch(/designed by us/i);
    }
  });

  it('has one client route per endpoint, under the same name, with its method, path and access', () => {
    const exported = Object.entries(contract).filter(([, value]) => endpoints.includes(value as never));
    expect(exported.map(([name]) => name).sort()).toEqual(
      Object.keys(routes)
        .filter((key) => typeof routes[key] === 'object')
        .sort(),
    );
    for (const [name, endpoint] of exported as [string, (typeof endpoints)[number]][]) {
      const route = routes[name] as Route;
      expect({
        name: endpoint.name,
        method: endpoint.method,
        path: endpoint.path,
        access: endpoint.access,
      }).toEqual({ name, method: route.method, path: route.path, access: route.access });
    }
  });

  it('gives every endpoint a unique path starting with / and no /api prefix', () => {
    const paths = endpoints.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      expect(path).toMatch(/^\/[a-z0-9_/]+$/);
      expect(path.startsWith('/api/')).toBe(false);
    }
  });

  it('documents every endpoint', () => {
    for (const e of endpoints) {
      expect(e.summary.length, e.path).toBeGreaterThan(10);
      expect(e.description?.length ?? 0, e.path).toBeGreaterThan(20);
      expect(e.tag, e.path).toMatch(/^[a-z0-9]+$/);
    }
  });

  it('guards the librarian and account areas by access', () => {
    const access = (path: string) => endpoints.find((e) => e.path === path)?.access;
    for (const e of endpoints.filter((e) => e.path.startsWith('/librarian/'))) {
      // Logging in, and choosing or resetting a password from a mailed link, come before a librarian login.
      const beforeLogin = ['login', 'set_password', 'recover_with_email'].map(
        (c) => `/librarian/librarian/${c}`,
      );
      expect(e.access, e.path).toBe(beforeLogin.includes(e.path) ? 'session' : 'librarian');
    }
    for (const e of endpoints.filter(
      (e) => e.path.startsWith('/user/favourite/') || e.path.startsWith('/user/inventory/'),
    )) {
      expect(e.access, e.path).toBe('user');
    }
    expect(access('/customer/loan/get_auth_user_past_loans')).toBe('user');
    expect(access('/customer/customer/loan')).toBe('session');
    expect(access('/user/user/login')).toBe('session');
    expect(access('/init_portal_session')).toBe('none');
  });

  it('names only known error codes', () => {
    for (const e of endpoints)
      for (const code of e.errors ?? []) expect(errorCodes, e.path).toHaveProperty(code);
  });

  it('keeps responses plain data, representable as JSON Schema (no transforms)', () => {
    for (const e of endpoints) {
      expect(() => z.toJSONSchema(e.response, { io: 'output' }), e.path).not.toThrow();
    }
  });

  it('uses snake_case wire names, except the two the spec names in camelCase', () => {
    /** Every property name anywhere in a JSON Schema. */
    const propertyNames = (node: unknown): string[] => {
      if (Array.isArray(node)) return node.flatMap(propertyNames);
      if (typeof node !== 'object' || node === null) return [];
      const own = 'properties' in node ? Object.keys(node.properties as object) : [];
      return [...own, ...Object.values(node).flatMap(propertyNames)];
    };
    const keys = (schema: z.ZodType) => propertyNames(z.toJSONSchema(schema, { io: 'output' }));
    const responseOf = (path: string) => endpoints.find((e) => e.path === path)!.response;
    expect(keys(responseOf('/library/title/get_selected_titles'))).toContain('selectedTitles');
    expect(keys(responseOf('/library/title/get_title'))).toEqual(
      expect.arrayContaining(['num_loans_left_period', 'subtitle_languages', 'playlist_url']),
    );
    for (const e of endpoints) {
      const names = [...Object.keys(e.request.shape), ...keys(e.response)];
      for (const name of names.filter((n) => n !== 'selectedTitles' && n !== 'newTitles')) {
        expect(name, e.path).toMatch(/^[a-z][a-z0-9_]*$/);
      }
    }
  });

  it('adds the session id to GET calls and session id plus CSRF token to POST calls', () => {
    const getTitles = endpoints.find((e) => e.path === '/library/title/get_titles')!;
    const loan = endpoints.find((e) => e.path === '/customer/customer/loan')!;
    expect(Object.keys(wireRequest(getTitles).shape)).toContain('portal_sessionid');
    expect(Object.keys(wireRequest(getTitles).shape)).not.toContain('portal_csrftoken');
    expect(Object.keys(wireRequest(loan).shape)).toEqual(
      expect.arrayContaining(['portal_sessionid', 'portal_csrftoken']),
    );
  });
});
