import type { LoginData as WireLoginData } from '@filmhyllan/contract';
import type { LoginData } from '../modules/session/session.service';

/** Who a session belongs to, on the wire (docs/decisions/027). */
export function presentLoginData(data: LoginData): WireLoginData {
  const { user, librarian } = data;
  return {
    user: user
      ? { username: user.username, email: user.email, first_name: user.firstName, last_name: user.lastName }
      : null,
    librarian: librarian ? { username: librarian.username, library_id: librarian.libraryId } : null,
  };
}
