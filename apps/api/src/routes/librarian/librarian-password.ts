import type { FastifyInstance } from 'fastify';
import { recoverLibrarianPassword, setLibrarianPassword } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import type { Session } from '../../modules/session/session.service';
import { defineRoute } from '../define-route';
import { perHour, perMinute, type RateLimits } from '../rate-limits';

/** The librarian portal's own calls: only from a librarian-portal session. */
const librarianPortal = (session: Session) => {
  if (session.portal !== 'librarian') throw new AppError('FORBIDDEN');
};

/** A librarian chooses a password from a mailed link, or asks for a reset link (docs/decisions/035). */
export async function librarianPasswordRoutes(app: FastifyInstance, options: { limits: RateLimits }) {
  const { librarianAccounts } = app.services;
  defineRoute(
    app,
    setLibrarianPassword,
    async ({ input, session, request }) => {
      librarianPortal(session);
      const { username } = await librarianAccounts.setPassword(input.token, input.newPassword, request.ip);
      return { success: true as const, username };
    },
    perMinute(options.limits.loginsPerMinute),
  );
  defineRoute(
    app,
    recoverLibrarianPassword,
    async ({ input, session }) => {
      librarianPortal(session);
      await librarianAccounts.recoverWithEmail(input.email, input.language);
      return { success: true as const };
    },
    perHour(options.limits.passwordRecoveriesPerHour),
  );
}
