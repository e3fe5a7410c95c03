import type { LibrarianTitle } from '@filmhyllan/contract';

/** The place marker of an episode as names write it: "[S1E2]". */
const placeMarker = (title: LibrarianTitle) => `[S${title.season}E${title.episode}]`;

/**
 * An episode's place in its series, "Series S1E2", when its name does not say it already (names of episodes
 * are often written "Series [S1E2]: Episode"); undefined for a film.
 */
export function seriesLine(title: LibrarianTitle): string | undefined {
  if (!title.group_name) return undefined;
  if (title.season !== null && title.episode !== null && title.name.includes(placeMarker(title)))
    return undefined;
  const place = title.season !== null && title.episode !== null ? ` S${title.season}E${title.episode}` : '';
  return `${title.group_name}${place}`;
}

/** The title as controls name it, an episode with its series and place: "Kuulustelu (Norrvik S1E1)". */
export function titleLabel(title: LibrarianTitle): string {
  const series = seriesLine(title);
  return series ? `${title.name} (${series})` : title.name;
}
