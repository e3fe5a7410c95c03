import type { FastifyInstance } from 'fastify';
import {
  changePassword,
  getUserData,
  login,
  logout,
  register,
  softDeleteAccount,
  updateProfile,
} from '@filmhyllan/contract';
import { defineRoute } from '../define-route';
import { perHour, perMinute, type RateLimits } from '../rate-limits';

export async function userRoutes(app: FastifyInstance, options: { limits: RateLimits }) {
  const { users } = app.services;
  const { limits } = options;

  defineRoute(
    app,
    login,
    ({ input, session }) => users.login(session, input.username, input.password),
    perMinute(limits.loginsPerMinute),
  );
  defineRoute(app, logout, ({ session }) => users.logout(session));
  defineRoute(app, getUserData, ({ session }) => users.userData(session));
  defineRoute(
    app,
    register,
    ({ input, session }) => users.register(session, input),
    perHour(limits.registrationsPerHour),
  );
  defineRoute(app, updateProfile, ({ input, session }) => users.updateProfile(session, input));
  defineRoute(
    app,
    changePassword,
    ({ input, session }) => users.changePassword(session, input),
    perMinute(limits.loginsPerMinute),
  );
  defineRoute(app, softDeleteAccount, ({ session }) => users.deleteAccount(session));
}
