import { randomBytes } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { EhubTokenRepository } from './ehub-token.repository';

/** Bytes of randomness in a new eHub secret (256 bits, as the HMAC-SHA256 key it is). */
const SECRET_BYTES = 32;

/**
 * The libraries' eHub shared secrets in the operator console (docs/decisions/034): a new random secret sealed
 * at rest, answered once to the operator who made it, and an audit entry that says a rotation happened and
 * nothing of the secret. Tokens are checked against the stored secret on every redeem, so every process uses
 * the new one at once.
 */
export function createEhubSecrets(deps: {
  repo: Pick<EhubTokenRepository, 'replaceSecret'>;
  box: SecretBox;
  audit: Pick<AuditService, 'record'>;
  clock?: () => Date;
}) {
  const clock = deps.clock ?? (() => new Date());
  return {
    async rotate(libraryId: number, actor: AuditActor): Promise<{ secret: string; replaced: boolean }> {
      const secret = randomBytes(SECRET_BYTES).toString('base64url');
      let replaced = false;
      const found = await deps.repo.replaceSecret(libraryId, deps.box.seal(secret), async (tx, hadSecret) => {
        replaced = hadSecret;
        await deps.audit.record(
          {
            actor,
            libraryId,
            action: 'library.rotate_ehub_secret',
            objectType: 'library',
            objectId: libraryId,
            before: { ehub_configured: hadSecret },
            after: { ehub_configured: true, rotated_at: clock().toISOString() },
          },
          tx,
        );
      });
      if (!found) throw new AppError('LIBRARY_NOT_FOUND');
      return { secret, replaced };
    },
  };
}
export type EhubSecrets = ReturnType<typeof createEhubSecrets>;
