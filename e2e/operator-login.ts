import { expect, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { text, type Lang } from './ui-text';

/*
 * Logging an operator in to the console (/{lang}/admin/) in journeys. Operators must give an authenticator code,
 * and a code works once per 30-second step and operator (the server also takes the next step's), so journeys
 * share this one helper rather than each typing codes of their own.
 */

export const demoOperator = { username: 'operator', password: 'operator-password-1' };
/** The demo operator's TOTP secret, as the README prints it. */
export const DEMO_TOTP_SECRET = 'FILMHYLLANDEMOOPERATORTOTPSECRET';

export function totpFor(secret: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
}

const demoTotp = totpFor(DEMO_TOTP_SECRET);

/**
 * Logs the demo operator in through the login page and waits for the console. When this step's code was used
 * already (another journey), the next step's is sent; when both were, the code of the step after is sent once
 * that step has begun.
 */
export async function logInOperator(page: Page, lang: Lang): Promise<void> {
  await page.goto(`/${lang}/admin/`);
  await expect(page).toHaveURL(new RegExp(`/${lang}/admin/login\\?next=`));
  await page.getByLabel(text(lang, 'username')).fill(demoOperator.username);
  await page.getByLabel(text(lang, 'password')).fill(demoOperator.password);
  await page.getByRole('button', { name: text(lang, 'operator_continue') }).click();
  const codeField = page.getByLabel(text(lang, 'operator_totp_code'));
  for (const step of [0, 1, 2]) {
    if (step === 2) {
      // Both codes of this window are spent: wait for the next window, whose next step is then fresh.
      const untilNextStep = 30_000 - (Date.now() % 30_000) + 200;
      await page.waitForTimeout(untilNextStep);
    }
    await codeField.fill(demoTotp.generate({ timestamp: Date.now() + Math.min(step, 1) * 30_000 }));
    await page.getByRole('button', { name: text(lang, 'log_in') }).click();
    const outcome = await Promise.race([
      page.waitForURL(new RegExp(`/${lang}/admin/$`)).then(() => 'in' as const),
      page
        .getByText(text(lang, 'error_wrong_totp_code'), { exact: true })
        .first()
        .waitFor()
        .then(() => 'refused' as const),
    ]);
    if (outcome === 'in') return;
  }
  throw new Error('the operator could not log in');
}
