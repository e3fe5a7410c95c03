import { AppError } from '../../lib/app-error';
import type { MediaRepository } from './media.repository';
import { verifyStreamToken, verifyViewingToken, type ViewingClaims } from './stream-token';

export interface StreamAccessDeps {
  /** The stream tokens' key (services.ts). */
  key: string;
  repo: Pick<MediaRepository, 'streamLoan' | 'titleMedia' | 'streamPreview'>;
  clock?: () => Date;
}

/**
 * Who may fetch a stream file (docs/decisions/010 and 025). The token must be genuine and unexpired, and the loan
 * it names must exist, be of the token's title and have media. Then the loan's end is the loan's, as the database
 * has it now, not the end signed into the token:
 * - the master playlist (starting playback) is refused from the loan's end on;
 * - other files (variant playlists, segments, subtitles) stay available until the token's end (the loan's end
 *   plus the title's duration), so a film started in time can be finished, unless the loan was ended early (its
 *   end in the database is before the end signed into the token): then they are refused from that end on too.
 * The loan is read by the one statement every stream request already made (its title and media folder), so the
 * end costs no extra round trip.
 */
export function createStreamAccess(deps: StreamAccessDeps) {
  const clock = deps.clock ?? (() => new Date());

  /**
   * A stream without a loan (docs/decisions/044): playback starts until the token's startBy, files are served
   * until its end. A preview link's stream is refused in full once the link is revoked, and cannot start after
   * the link's end (a film started in time can be finished, as with a loan).
   */
  async function viewingMediaKey(claims: ViewingClaims, file: { master: boolean }): Promise<string> {
    const now = clock().getTime();
    if (now >= claims.expiresAt.getTime()) throw new AppError('FORBIDDEN');
    if (file.master && now >= claims.startBy.getTime()) throw new AppError('FORBIDDEN');
    if (claims.mode === 'preview') {
      const link = await deps.repo.streamPreview(claims.grantId);
      if (!link || link.titleId !== claims.titleId || !link.mediaKey || link.revokedAt !== null) {
        throw new AppError('FORBIDDEN');
      }
      if (file.master && now >= link.expiresAt.getTime()) throw new AppError('FORBIDDEN');
      return link.mediaKey;
    }
    const title = await deps.repo.titleMedia(claims.titleId);
    // A trailer's token opens the trailer's folder and nothing else (docs/decisions/048).
    const key = claims.mode === 'trailer' ? title?.trailerMediaKey : title?.mediaKey;
    if (!key) throw new AppError('FORBIDDEN');
    return key;
  }

  return {
    /** The media folder of the token's title, or a FORBIDDEN AppError. */
    async mediaKey(token: string, file: { master: boolean }): Promise<string> {
      const viewing = verifyViewingToken(deps.key, token);
      if (viewing) return viewingMediaKey(viewing, file);
      const claims = verifyStreamToken(deps.key, token);
      const now = clock().getTime();
      if (!claims || now >= claims.expiresAt.getTime()) throw new AppError('FORBIDDEN');
      const loan = await deps.repo.streamLoan(claims.loanId);
      if (!loan || loan.titleId !== claims.titleId || !loan.mediaKey) throw new AppError('FORBIDDEN');
      const ended = now >= loan.endsAt.getTime();
      const endedEarly = loan.endsAt.getTime() < claims.loanEndsAt.getTime();
      if (ended && (file.master || endedEarly)) throw new AppError('FORBIDDEN');
      return loan.mediaKey;
    },
  };
}
export type StreamAccess = ReturnType<typeof createStreamAccess>;
