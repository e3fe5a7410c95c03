import type { Endpoint } from './endpoint';
import * as session from './session';
import * as library from './library';
import * as title from './title';
import * as theme from './theme';
import * as customer from './customer';
import * as favourite from './favourite';
import * as user from './user';
import * as savedCard from './saved-card';
import * as privacy from './privacy';
import * as subscriptions from './subscriptions';
import * as librarian from './librarian';
import * as sushi from './sushi';
import * as operator from './operator';
import * as operatorAccounts from './operator-accounts';
import * as audit from './audit';
import * as operatorPatronAuth from './operator-patron-auth';
import * as operatorCards from './operator-cards';
import * as operatorCatalogueImport from './operator-catalogue-import';
import * as operatorLibrarians from './operator-librarians';
import * as operatorLibraries from './operator-libraries';
import * as operatorBranding from './operator-branding';
import * as operatorPosters from './operator-posters';
import * as operatorSite from './operator-site';
import * as operatorTitles from './operator-titles';
import * as operatorMedia from './operator-media';
import * as operatorTokens from './operator-tokens';
import * as operatorLicences from './operator-licences';
import * as operatorJobs from './operator-jobs';
import * as viewing from './viewing';
import * as playerSettings from './player-settings';
import * as configuration from './configuration';
import * as i18n from './i18n';
import * as help from './help';
import * as getstarted from './getstarted';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

/**
 * Every call of spec section 7, plus the budget update we designed (librarian.ts), in one list: the server
 * registers routes and documentation from it.
 */
export const endpoints: readonly Endpoint[] = [
  session,
  library,
  title,
  theme,
  customer,
  favourite,
  user,
  savedCard,
  privacy,
  subscriptions,
  librarian,
  sushi,
  operator,
  operatorAccounts,
  audit,
  operatorPatronAuth,
  operatorCards,
  operatorCatalogueImport,
  operatorLibrarians,
  operatorLibraries,
  operatorBranding,
  operatorPosters,
  operatorSite,
  operatorTitles,
  operatorMedia,
  operatorTokens,
  operatorLicences,
  operatorJobs,
  viewing,
  playerSettings,
  configuration,
  i18n,
  help,
  getstarted,
]
  .flatMap((area) => Object.values(area))
  .filter(isEndpoint);
