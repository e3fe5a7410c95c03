import { expect, type Page } from '@playwright/test';
import type { Lang } from './ui-text';

/**
 * For the journeys that are not about the librarian's login (login.spec.ts and axe-all-screens.spec.ts go through
 * its page): the librarian logs in over the API on a session of the journey's own, the session goes into the
 * browser's session cookies, where the portal keeps it, and the portal's start page opens on `site`. A page load
 * and a form less than the login page takes. Sessions belong to no host: the API is called on the base URL, which
 * the runner can reach (no.localhost and fi.localhost resolve in the browser only).
 */
export async function openLibrarianPortal(
  page: Page,
  site: string,
  lang: Lang,
  librarian: { username: string; password: string },
): Promise<void> {
  const started = await (
    await page.request.post('/api/init_portal_session', { form: { portal: 'librarian' } })
  ).json();
  const response = await page.request.post('/api/librarian/librarian/login', {
    form: { ...librarian, portal_sessionid: started.sessionid, portal_csrftoken: started.csrftoken },
  });
  const login = await response.json();
  expect(login.new_sessionid, `${librarian.username} logs in: ${JSON.stringify(login)}`).toBeTruthy();
  await page.context().addCookies([
    { name: 'librarian_portal_sessionid', value: login.new_sessionid, url: site },
    { name: 'librarian_portal_csrftoken', value: login.new_csrftoken, url: site },
  ]);
  await page.goto(`${site}/${lang}/lib/`);
  await expect(page).toHaveURL(new RegExp(`/${lang}/lib/$`));
}
