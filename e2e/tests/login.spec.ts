import { expect, test, type Page } from '@playwright/test';
import { axeResults } from '../axe';
import { reviewScreenshot } from '../review-screenshots';

/** The demo accounts of the seed (README "Demo accounts"). */
const customer = { username: 'demo', password: 'demo-password-1', name: 'Demo' };
const librarian = { username: 'librarian-1', password: 'librarian-password-1' };

/** Decides the cookie banner the way most visitors do, so it does not cover what a test looks at. */
async function onlyNecessaryCookies(page: Page) {
  const button = page.getByRole('button', { name: /Endast nödvändiga/ });
  await button.click();
  await expect(button).toBeHidden();
}

async function openCustomerLogin(page: Page) {
  await page.goto('/sv/library/1/all');
  await onlyNecessaryCookies(page);
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('customer', () => {
  test('logs in from the header, sees the user menu with their name, and logs out', async ({ page }) => {
    const dialog = await openCustomerLogin(page);
    await expect(dialog.getByLabel('Användarnamn')).toBeFocused();
    await dialog.getByLabel('Användarnamn').fill(customer.username);
    await dialog.getByLabel('Lösenord').fill(customer.password);
    await dialog.getByRole('button', { name: 'Logga in' }).click();

    await expect(dialog).toBeHidden();
    const menuButton = page.getByRole('button', { name: `Inloggad som ${customer.name}` });
    await expect(menuButton).toBeVisible();
    await expect(menuButton).toContainText(customer.name);
    // Focus moves to the control that replaced Log in.
    await expect(menuButton).toBeFocused();
    await expect(page.getByRole('button', { name: 'Logga in', exact: true })).toHaveCount(0);

    // The menu button with the keyboard: ArrowDown opens at the first item, arrows move, Escape closes.
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Din profil', 'Inställningar', 'Hjälp', 'Logga ut']);
    await expect(menu.getByRole('menuitem', { name: 'Din profil' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Logga ut' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();

    await page.setViewportSize({ width: 1280, height: 800 });
    await menuButton.click();
    await reviewScreenshot(page, { path: `user-menu-sv-1280.png` });

    // The session is the user's on the server too: a reload keeps them logged in.
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(menuButton).toBeVisible();

    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Logga ut' }).click();
    await expect(page).toHaveURL(/\/sv\/$/);
    await expect(page.getByRole('button', { name: 'Logga in', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Inloggad som/ })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Logga in', exact: true })).toBeVisible();
  });

  test('a wrong password says so in the modal, not in the error popup', async ({ page }) => {
    const dialog = await openCustomerLogin(page);
    // Empty fields are caught before sending.
    await dialog.getByRole('button', { name: 'Logga in' }).click();
    await expect(dialog.getByText('Obligatoriskt fält')).toHaveCount(2);
    await expect(dialog.getByLabel('Användarnamn')).toBeFocused();

    await dialog.getByLabel('Användarnamn').fill(customer.username);
    await dialog.getByLabel('Lösenord').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Logga in' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Fel användarnamn eller lösenord.');
    await expect(dialog.getByLabel('Lösenord')).toBeFocused();
    await expect(dialog.getByLabel('Lösenord')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    // Escape closes the modal and focus goes back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Logga in', exact: true })).toBeFocused();
  });

  test('on a phone the ⋮ menu holds the account entries and the language choice', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const dialog = await openCustomerLogin(page);
    await dialog.getByLabel('Användarnamn').fill(customer.username);
    await dialog.getByLabel('Lösenord').fill(customer.password);
    await dialog.getByRole('button', { name: 'Logga in' }).click();
    await expect(dialog).toBeHidden();

    const more = page.getByRole('button', { name: 'Fler alternativ' });
    await expect(more).toBeFocused();
    await more.click();
    await expect(page.getByText(`Inloggad som ${customer.name}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Din profil' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'English' })).toBeVisible();
    await reviewScreenshot(page, { path: `user-menu-sv-390.png` });

    await page.getByRole('button', { name: 'Logga ut' }).click();
    await expect(page).toHaveURL(/\/sv\/$/);
    await expect(page.getByRole('button', { name: 'Logga in', exact: true })).toBeVisible();
  });
});

test.describe('librarian', () => {
  test('logs in through the redirect, lands on the statistics page, and logs out', async ({ page }) => {
    await page.goto('/sv/lib/');
    await expect(page).toHaveURL(/\/sv\/lib\/login\?next=%2Fsv%2Flib%2F$/);
    await onlyNecessaryCookies(page);
    await page.getByLabel('Användarnamn').fill(librarian.username);
    await page.getByLabel('Lösenord').fill(librarian.password);
    await page.getByRole('button', { name: 'Logga in' }).click();

    await expect(page).toHaveURL(/\/sv\/lib\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Statistik' })).toBeVisible();
    const logout = page.getByRole('button', { name: `Logga ut (${librarian.username})` });
    await expect(logout).toBeVisible();
    await expect(page.getByRole('link', { name: /Publik katalog/ })).toHaveAttribute(
      'href',
      '/sv/library/1/all',
    );
    expect(await page.evaluate(() => localStorage.getItem('filmhyllan.ever_logged_in_as_librarian'))).toBe(
      'true',
    );

    // The session is the librarian's on the server too: other pages open without a new login.
    await page.getByRole('link', { name: 'Mina titlar' }).click();
    await expect(page).toHaveURL(/\/sv\/lib\/catalogue$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Mina titlar' })).toBeVisible();

    await logout.click();
    await expect(page).toHaveURL(/\/sv\/lib\/login$/);
    await expect(page.getByRole('button', { name: /Logga ut/ })).toHaveCount(0);
    await page.goto('/sv/lib/catalogue');
    await expect(page).toHaveURL(/\/sv\/lib\/login\?next=%2Fsv%2Flib%2Fcatalogue$/);
  });

  test("the spec's /lib/login/{next} form leads back too, and a hostile next goes to the statistics", async ({
    page,
  }) => {
    await page.goto('/sv/lib/login/%2Fsv%2Flib%2Fcatalogue');
    await onlyNecessaryCookies(page);
    await page.getByLabel('Användarnamn').fill(librarian.username);
    await page.getByLabel('Lösenord').fill(librarian.password);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(/\/sv\/lib\/catalogue$/);
    // Logged in, the login page sends straight on: never to another site. (A path ending like a file name,
    // such as one ending in .example, is no page at all: the server answers 404.)
    for (const hostile of ['%2F%2Fevil.example%2F', 'https:%2F%2Fevil.example%2F', '%2F%5Cevil']) {
      await page.goto(`/sv/lib/login/${hostile}`);
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/sv\/lib\/$/);
    }
  });

  test('a wrong password says so on the login page', async ({ page }) => {
    await page.goto('/sv/lib/login');
    await onlyNecessaryCookies(page);
    await page.getByLabel('Användarnamn').fill(librarian.username);
    await page.getByLabel('Lösenord').fill('not-the-password');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Fel användarnamn eller lösenord.');
    await expect(page.getByLabel('Lösenord')).toBeFocused();
    await expect(page).toHaveURL(/\/sv\/lib\/login$/);
  });

  test('the login page has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/sv/lib/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await onlyNecessaryCookies(page);
    await page.getByRole('button', { name: 'Logga in' }).click(); // with the field messages showing
    await expect(page.getByText('Obligatoriskt fält')).toHaveCount(2);
    const result = await axeResults(page);
    const serious = result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(serious).toEqual([]);
  });

  test('reads the statistics, sorts the titles and changes the budget', async ({ page }) => {
    // Library 5, so that the journeys of library 1 keep their budget.
    await page.goto('/sv/lib/login');
    await onlyNecessaryCookies(page);
    await page.getByLabel('Användarnamn').fill('librarian-5');
    await page.getByLabel('Lösenord').fill(librarian.password);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(/\/sv\/lib\/$/);

    const months = page.getByRole('table', { name: /^Lån och förbrukning per månad/ });
    await expect(months.getByRole('columnheader')).toHaveText(['Månad', 'Lån', 'Förbrukat']);
    await expect(months.getByRole('row')).toHaveCount(13); // a header row and 12 months
    await expect(page.getByRole('heading', { name: 'Mest lånade titlar' })).toBeVisible();

    await page.getByRole('link', { name: 'Mina titlar' }).click();
    const titles = page.getByRole('table', { name: 'Mina titlar' });
    await expect(titles.getByRole('row').nth(1)).toBeVisible();
    const total = titles.getByRole('columnheader', { name: 'Antal lån totalt' });
    await expect(total).not.toHaveAttribute('aria-sort');
    await total.getByRole('button').click();
    await expect(total).toHaveAttribute('aria-sort', 'descending');
    const column = await titles.locator('tbody tr td:nth-child(5)').allTextContents();
    const counts = column.map((text) => Number(text.replace(/\s/g, '')));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    await page.getByLabel('Sök bland titlarna').fill('zzzz-no-such-title');
    await expect(page.getByRole('status').filter({ hasText: '0 titlar' })).toBeVisible();

    await page.getByRole('link', { name: 'Ändra budget' }).click();
    const hours = page.getByLabel('Lånetid (timmar)');
    const before = await hours.inputValue();
    await hours.fill('0');
    await page.getByRole('form', { name: 'Ändra budget' }).getByRole('button', { name: 'Spara' }).click();
    // Said under the field and in the form's error summary, which takes the focus.
    await expect(page.getByText('Ange ett tal från 1 till 720.', { exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Formuläret skickades inte' })).toBeFocused();
    await hours.fill('36');
    await page.getByRole('form', { name: 'Ändra budget' }).getByRole('button', { name: 'Spara' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Budgeten är sparad.' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Lånetid (timmar)')).toHaveValue('36');
    await page.getByLabel('Lånetid (timmar)').fill(before);
    await page.getByRole('form', { name: 'Ändra budget' }).getByRole('button', { name: 'Spara' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Budgeten är sparad.' })).toBeVisible();
  });

  for (const { width, height } of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`screenshots of the librarian login and header (with E2E_SCREENSHOTS=1) at ${width}px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/sv/lib/login?next=%2Fsv%2Flib%2Fcatalogue');
      await onlyNecessaryCookies(page);
      await page.getByLabel('Användarnamn').fill(librarian.username);
      await page.getByLabel('Lösenord').fill('not-the-password');
      await page.getByRole('button', { name: 'Logga in' }).click();
      await expect(page.getByRole('alert')).not.toBeEmpty();
      await reviewScreenshot(page, { path: `librarian-login-error-sv-${width}.png`, fullPage: true });

      await page.getByLabel('Lösenord').fill(librarian.password);
      await page.getByRole('button', { name: 'Logga in' }).click();
      await expect(page).toHaveURL(/\/sv\/lib\/catalogue$/);
      // On a phone the header's entries fold behind a Menu button.
      const menu = page.getByRole('button', { name: 'Meny' });
      const open = async () => {
        if (width < 992) await menu.click();
      };
      await open();
      await expect(page.getByRole('button', { name: /Logga ut/ })).toBeVisible();
      if (width < 992) await page.keyboard.press('Escape');
      await expect(page.getByRole('switch').first()).toBeVisible();
      await reviewScreenshot(page, { path: `librarian-titles-sv-${width}.png` });

      await open();
      await page.getByRole('link', { name: 'Statistik' }).click();
      await expect(page.getByRole('table', { name: /^Lån och förbrukning per månad/ })).toBeVisible();
      await reviewScreenshot(page, { path: `librarian-statistics-sv-${width}.png`, fullPage: true });
      await open();
      await page.getByRole('link', { name: 'Ändra budget' }).click();
      await expect(
        page.getByRole('form', { name: 'Ändra budget' }).getByRole('button', { name: 'Spara' }),
      ).toBeVisible();
      await reviewScreenshot(page, { path: `librarian-budget-sv-${width}.png`, fullPage: true });
    });
  }
});
