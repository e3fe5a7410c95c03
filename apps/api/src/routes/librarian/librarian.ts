import type { FastifyInstance } from 'fastify';
import {
  getGeneralInfo,
  getLibrarianData,
  getLibrarianTitles,
  librarianLogin,
  librarianLogout,
  updateBudget,
  getBudgetChanges,
} from '@filmhyllan/contract';
import { defineRoute } from '../define-route';
import { perMinute, type RateLimits } from '../rate-limits';

/** The librarian portal. Role checks come from each endpoint's access ('librarian') in the contract. */
export async function librarianRoutes(app: FastifyInstance, options: { limits: RateLimits }) {
  const { librarians } = app.services;
  defineRoute(
    app,
    librarianLogin,
    ({ input, session }) => librarians.login(session, input.username, input.password),
    perMinute(options.limits.loginsPerMinute),
  );
  defineRoute(app, librarianLogout, ({ session }) => librarians.logout(session));
  defineRoute(app, getLibrarianData, ({ session }) => librarians.data(session));
  defineRoute(app, getLibrarianTitles, ({ session }) => librarians.titles(session));
  defineRoute(app, getGeneralInfo, ({ session }) => librarians.generalInfo(session));
  defineRoute(app, getBudgetChanges, ({ session }) => librarians.budgetChanges(session));
  defineRoute(app, updateBudget, ({ input, session }) =>
    librarians.updateBudget(session, {
      budgetType: input.budget_type,
      monthlyBudgetLoans: input.monthly_budget_loans,
      monthlyBudgetCents: input.monthly_budget_cents,
      patronLimit: input.patron_limit,
      patronLimitPeriod: input.patron_limit_period,
      loanPeriodHours: input.loan_period_hours,
    }),
  );
}
