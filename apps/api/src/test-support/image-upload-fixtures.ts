import { expect } from 'vitest';
import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import type { ClientSession } from './account-fixtures';
import type { OperatorTestApp } from './operator-test-app';

/** A plain image of the given type and size, as an operator would upload one (a poster, a logo). */
export const raster = (
  format: 'png' | 'jpeg' | 'webp' | 'gif',
  width: number,
  height: number,
  background: { r: number; g: number; b: number; alpha?: number } = { r: 20, g: 90, b: 160 },
) =>
  sharp({ create: { width, height, channels: background.alpha === undefined ? 3 : 4, background } })
    .toFormat(format)
    .toBuffer();

/**
 * An operator change refused to everyone outside the operator portal: a librarian, a customer and an operator
 * session nobody logged in to get LOGIN_REQUIRED, and the request without its CSRF token (`withoutToken`, sent
 * with the admin's session id as a field) gets CSRF_INVALID.
 */
export async function expectRefusedToOutsiders(
  t: OperatorTestApp,
  send: (session: ClientSession) => Promise<LightMyRequestResponse>,
  withoutToken: (adminSessionId: string) => Promise<LightMyRequestResponse>,
) {
  const { librarian, customer, anonymous } = await t.outsiders();
  for (const session of [librarian, customer, anonymous]) {
    expect((await send(session)).json().error.code).toBe('LOGIN_REQUIRED');
  }
  expect((await withoutToken(t.operators.admin.sessionid)).json().error.code).toBe('CSRF_INVALID');
}
