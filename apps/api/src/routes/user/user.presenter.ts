import type { UpperCountryIso, User, UserData, UserProfile } from '@filmhyllan/contract';
import type { SavedCardRef } from '../../modules/saved-cards/saved-cards.service';
import type { Account, NewSession, Profile } from '../../modules/users/users.service';
import { presentSavedCardRef } from './saved-cards.presenter';

/** The customer's account on the wire (docs/decisions/027). */

export function presentUser(account: Account): User {
  return {
    username: account.username,
    email: account.email,
    first_name: account.firstName,
    last_name: account.lastName,
  };
}

export function presentProfile(profile: Profile): UserProfile {
  return {
    first_name: profile.firstName,
    last_name: profile.lastName,
    email: profile.email,
    birthdate: profile.birthdate,
    children_mode: profile.childrenMode,
    country: profile.countryIso.toUpperCase() as UpperCountryIso,
    newsletter: profile.newsletter,
  };
}

export function presentUserData(data: {
  account: Account;
  profile: Profile;
  savedCards: SavedCardRef[];
}): UserData {
  return {
    user: presentUser(data.account),
    profile: presentProfile(data.profile),
    // The spec names saved cards inventories.
    inventories: data.savedCards.map(presentSavedCardRef),
  };
}

/** The new session a login hands the client. */
export function presentNewSession(session: NewSession) {
  return { new_sessionid: session.sessionid, new_csrftoken: session.csrftoken };
}
