import { translations } from '../db/schema';
import type { TranslationTable } from '../db/seed/translations/ui-translation';
import {
  createAccountTestApp,
  fixtureLibrarians,
  loginCustomer,
  loginLibrarian,
  loginOperator,
  passwords,
  type ClientSession,
  type fixtureOperators,
} from './account-fixtures';
import { startSession, type TestApp } from './test-app';

type AccountTestAppOptions = NonNullable<Parameters<typeof createAccountTestApp>[0]>;

/** The sessions a role check compares: no operator's, each of another kind. */
export interface OutsiderSessions {
  /** Stockholm's fixture librarian (library 1), on a librarian-portal session. */
  librarian: ClientSession;
  /** Ulla, a customer, on a customer-portal session. */
  customer: ClientSession;
  /** An operator-portal session nobody logged in to. */
  anonymous: ClientSession;
}

export interface OperatorTestApp extends TestApp {
  /** Each fixture operator (admin, support, editor) logged in on a session of its own. */
  operators: Record<keyof typeof fixtureOperators, ClientSession>;
  /** New sessions of a librarian, a customer and nobody, for the roles a route refuses. */
  outsiders(): Promise<OutsiderSessions>;
}

/**
 * The app the operator route tests share: the base and account fixtures (plus, on request, the catalogue and
 * loan fixtures, as createAccountTestApp takes them), the fixture operators logged in, and the interface strings
 * of the given translation tables loaded, so refusals carry the texts a real installation answers.
 */
export async function createOperatorTestApp(
  options: AccountTestAppOptions & { translations?: TranslationTable | TranslationTable[] } = {},
): Promise<OperatorTestApp> {
  const { translations: tables, ...rest } = options;
  const t = await createAccountTestApp(rest);
  const rows = [tables ?? []]
    .flat()
    .flatMap((table) =>
      Object.entries(table).flatMap(([key, texts]) =>
        Object.entries(texts).map(([lang, value]) => ({ key, lang, value })),
      ),
    );
  if (rows.length > 0) {
    await t.database.db.insert(translations).values(rows).onConflictDoNothing();
    await t.app.services.translations.reload();
  }
  const [admin, support, editor] = await Promise.all([
    loginOperator(t.app, 'admin'),
    loginOperator(t.app, 'support'),
    loginOperator(t.app, 'editor'),
  ]);
  return {
    ...t,
    operators: { admin, support, editor },
    async outsiders() {
      const [librarian, customer, anonymous] = await Promise.all([
        loginLibrarian(t.app, fixtureLibrarians.stockholm.username),
        loginCustomer(t.app, 'ulla', passwords.ulla),
        startSession(t.app, 'operator'),
      ]);
      return { librarian, customer, anonymous };
    },
  };
}
