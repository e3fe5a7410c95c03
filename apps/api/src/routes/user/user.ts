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
import { presentNewSession, presentProfile, presentUser, presentUserData } from './user.presenter';

export async function userRoutes(app: FastifyInstance, options: { limits: RateLimits }) {
  const { users } = app.services;
  const { limits } = options;

  defineRoute(
    app,
    login,
    async ({ input, session }) => {
      const loggedIn = await users.login(session, input.username, input.password);
      return {
        success: true as const,
        user: presentUser(loggedIn.account),
        ...presentNewSession(loggedIn.session),
      };
    },
    perMinute(limits.loginsPerMinute),
  );
  defineRoute(app, logout, async ({ session }) => ({
    success: true as const,
    new_csrftoken: (await users.logout(session)).csrftoken,
  }));
  defineRoute(app, getUserData, async ({ session }) => presentUserData(await users.userData(session)));
  defineRoute(
    app,
    register,
    async ({ input, session }) => {
      const registered = await users.register(session, input);
      return {
        success: true as const,
        user: presentUser(registered.account),
        logged_in: registered.session !== null,
        ...(registered.session
          ? presentNewSession(registered.session)
          : { new_sessionid: null, new_csrftoken: null }),
      };
    },
    perHour(limits.registrationsPerHour),
  );
  defineRoute(app, updateProfile, async ({ input, session }) => {
    const { account, profile } = await users.updateProfile(session, input);
    return { success: true as const, user: presentUser(account), profile: presentProfile(profile) };
  });
  defineRoute(
    app,
    changePassword,
    async ({ input, session }) => {
      await users.changePassword(session, input);
      return { success: true as const };
    },
    perMinute(limits.loginsPerMinute),
  );
  defineRoute(app, softDeleteAccount, async ({ session }) => ({
    success: true as const,
    new_csrftoken: (await users.deleteAccount(session)).csrftoken,
  }));
}
