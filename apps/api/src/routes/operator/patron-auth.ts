import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getPatronAuth, rotateEhubSecret, savePatronAuth, testPatronAuth } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import type { AuditActor } from '../../modules/audit/audit.service';
import type { Session } from '../../modules/session/session.service';
import { requestLanguage } from '../../plugins/errors';
import { defineRoute } from '../define-route';
import { patronAuthInputOf, presentPatronAuth } from './patron-auth.presenter';

/** A library's patron authentication in the operator console (roles in the contract; docs/decisions/034). */
export async function patronAuthRoutes(app: FastifyInstance) {
  const { ehubSecrets, operators, patronAuthSettings, patronAuthTests } = app.services;

  /** The operator making the change, as the audit log names them. */
  const actorOf = async (session: Session, request: FastifyRequest): Promise<AuditActor> => {
    const operator = await operators.current(session);
    if (session.operatorId === null) throw new AppError('LOGIN_REQUIRED');
    return { portal: 'operator', id: session.operatorId, username: operator.username, address: request.ip };
  };

  defineRoute(app, rotateEhubSecret, async ({ input, session, request }) => {
    const { secret, replaced } = await ehubSecrets.rotate(input.libraryId, await actorOf(session, request));
    return { library_id: input.libraryId, ehub_secret: secret, replaced };
  });

  defineRoute(app, getPatronAuth, async ({ input }) => ({
    settings: presentPatronAuth(await patronAuthSettings.get(input.libraryId)),
  }));

  defineRoute(app, savePatronAuth, async ({ input, session, request }) => ({
    success: true as const,
    settings: presentPatronAuth(
      await patronAuthSettings.save(
        input.libraryId,
        patronAuthInputOf(input),
        await actorOf(session, request),
      ),
    ),
  }));

  defineRoute(app, testPatronAuth, async ({ input, session, request }) =>
    patronAuthTests.run(input, await actorOf(session, request), requestLanguage(request)),
  );
}
