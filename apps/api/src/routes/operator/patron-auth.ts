import type { FastifyInstance } from 'fastify';
import { rotateEhubSecret } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import { defineRoute } from '../define-route';

/** A library's patron authentication in the operator console (roles in the contract; docs/decisions/034). */
export async function patronAuthRoutes(app: FastifyInstance) {
  const { ehubSecrets, operators } = app.services;
  defineRoute(app, rotateEhubSecret, async ({ input, session, request }) => {
    const operator = await operators.current(session);
    if (session.operatorId === null) throw new AppError('LOGIN_REQUIRED');
    const { secret, replaced } = await ehubSecrets.rotate(input.libraryId, {
      portal: 'operator',
      id: session.operatorId,
      username: operator.username,
      address: request.ip,
    });
    return { library_id: input.libraryId, ehub_secret: secret, replaced };
  });
}
