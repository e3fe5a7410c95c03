/** The librarian header shows at most 20 characters of the username: 18 and an ellipsis (spec section 2). */
export const USERNAME_MAX = 20;

export function truncateUsername(username: string): string {
  const characters = [...username]; // by code point, so an emoji or å is never cut in half
  return characters.length <= USERNAME_MAX ? username : `${characters.slice(0, USERNAME_MAX - 2).join('')}…`;
}
