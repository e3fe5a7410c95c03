import { buildOptions } from '@/lib/build-options';
import { useLoginData } from '@/lib/session';
import { useUserData } from '../features/loans/api/get-user-data';

/**
 * Why the catalogue answers only children's titles (genre 19), as far as the web app knows: the child-mode build
 * (its sessions stay in child mode) or the logged-in user's profile setting children_mode; null when neither.
 * The profile is read from the user's data, which the settings page updates as soon as the profile is saved.
 */
export type ChildModeSource = 'build' | 'profile' | null;

export function useChildMode(): ChildModeSource {
  const { user } = useLoginData();
  const userData = useUserData(user !== null && !buildOptions.childMode);
  if (buildOptions.childMode) return 'build';
  return user && userData.data?.profile.children_mode ? 'profile' : null;
}
