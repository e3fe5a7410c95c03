import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  changeOperatorRole,
  deactivateOperator,
  getOperators,
  inviteOperator,
  resendOperatorInvite,
  resetOperatorTwoFactor,
  setOperatorPassword,
} from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import type { AuditActor } from '../../modules/audit/audit.service';
import type { Session } from '../../modules/session/session.service';
import { defineRoute } from '../define-route';
import { perMinute, type RateLimits } from '../rate-limits';
import { presentOperatorAccount } from './operator.presenter';

/** Operator accounts in the console (admin only, roles in the contract; docs/decisions/045). */
export async function operatorAccountRoutes(app: FastifyInstance, options: { limits: RateLimits }) {
  const { operatorAccounts, operators } = app.services;

  /** The logged-in operator and the caller's address, as the audit log records them. */
  const actorOf = async (session: Session, request: FastifyRequest): Promise<AuditActor> => ({
    portal: 'operator',
    id: session.operatorId!,
    username: (await operators.current(session)).username,
    address: request.ip,
  });
  const changed = (row: Parameters<typeof presentOperatorAccount>[0]) => ({
    success: true as const,
    operator: presentOperatorAccount(row),
  });

  defineRoute(app, getOperators, async () => ({
    operators: (await operatorAccounts.list()).map(presentOperatorAccount),
  }));
  defineRoute(app, inviteOperator, async ({ input, session, request }) =>
    changed(await operatorAccounts.invite(await actorOf(session, request), input)),
  );
  defineRoute(app, resendOperatorInvite, async ({ input, session, request }) =>
    changed(await operatorAccounts.resendInvite(await actorOf(session, request), input)),
  );
  defineRoute(app, changeOperatorRole, async ({ input, session, request }) =>
    changed(await operatorAccounts.changeRole(await actorOf(session, request), input)),
  );
  defineRoute(app, deactivateOperator, async ({ input, session, request }) =>
    changed(await operatorAccounts.deactivate(await actorOf(session, request), input.operatorId)),
  );
  defineRoute(app, resetOperatorTwoFactor, async ({ input, session, request }) =>
    changed(await operatorAccounts.resetTwoFactor(await actorOf(session, request), input.operatorId)),
  );
  defineRoute(
    app,
    setOperatorPassword,
    async ({ input, session, request }) => {
      if (session.portal !== 'operator') throw new AppError('FORBIDDEN');
      const { username } = await operatorAccounts.setPassword(input.token, input.newPassword, request.ip);
      return { success: true as const, username };
    },
    perMinute(options.limits.loginsPerMinute),
  );
}
