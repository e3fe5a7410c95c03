import type { TFunction } from '@/lib/i18n';
import type { Language, User } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import type { MenuItem } from './menu-button';

/** The name the header shows for a user: the first name, or the username when there is none. */
export function userDisplayName(user: Pick<User, 'first_name' | 'username'>): string {
  return user.first_name.trim() || user.username;
}

interface AccountItemsInput {
  t: TFunction;
  lang: Language;
  loggedIn: boolean;
  onLogIn(): void;
  /** Opens the help contact form (which links the country's help site). */
  onHelp(): void;
  onLogOut(): void;
}

/**
 * The account entries of the header (spec section 2): logged in, Your profile, Settings, Help and Log out;
 * logged out, Log in and Help. The user menu and the phone's ⋮ menu show the same entries.
 */
export function accountItems({
  t,
  lang,
  loggedIn,
  onLogIn,
  onHelp,
  onLogOut,
}: AccountItemsInput): MenuItem[] {
  const help: MenuItem = { id: 'help', label: t('help'), onSelect: onHelp };
  if (!loggedIn) return [{ id: 'log-in', label: t('log_in'), onSelect: onLogIn }, help];
  return [
    { id: 'profile', label: t('your_profile'), to: paths.customer.profile.href({ lang }) },
    { id: 'settings', label: t('settings'), to: paths.customer.settings.href({ lang }) },
    help,
    { id: 'log-out', label: t('log_out'), onSelect: onLogOut },
  ];
}
