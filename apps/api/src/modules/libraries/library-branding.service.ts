import type { LibraryFontFamily } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { LibraryRow } from './libraries.repository';
import type { BrandingChanged, LibraryBrandingRepository } from './library-branding.repository';
import { decodeUpload, encodeLogo } from './logo-image';

/** Where a library's logo is served: its digest in the address, so the address never changes its content. */
export const logoPath = (libraryId: number, sha256: string) =>
  `/api/library-logos/${libraryId}/${sha256}.png`;

/** A library's branding fields under the contract's names, as the audit log shows them. */
const brandingSnapshot = (row: LibraryRow) => ({
  display_name: row.displayName,
  font_family: row.fontFamily,
});

export interface LibraryBrandingDeps {
  repo: Pick<LibraryBrandingRepository, 'setLogo' | 'removeLogo' | 'saveBranding' | 'logo' | 'byId'>;
  audit: Pick<AuditService, 'record'>;
  /** The library's row changed: the library directory here reads it again, and every other process is told to. */
  libraryChanged: () => void;
}

/** A library's logo and branding in the operator console (docs/decisions/043). */
export function createLibraryBrandingService(deps: LibraryBrandingDeps) {
  /** An audit entry of the fields that differ (none when nothing did), in the change's transaction. */
  const audited =
    (
      actor: AuditActor,
      action: string,
      snapshot: (row: LibraryRow) => Record<string, unknown>,
      outcome: { changed: boolean },
    ): BrandingChanged =>
    async (tx, rows) => {
      const before = snapshot(rows.before);
      const after = snapshot(rows.after);
      const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
      if (keys.length === 0) return;
      outcome.changed = true;
      await deps.audit.record(
        {
          actor,
          libraryId: rows.after.id,
          action,
          objectType: 'library',
          objectId: rows.after.id,
          before: Object.fromEntries(keys.map((key) => [key, before[key]])),
          after: Object.fromEntries(keys.map((key) => [key, after[key]])),
        },
        tx,
      );
    };

  async function finish(saved: LibraryRow | undefined, outcome: { changed: boolean }) {
    if (!saved) throw new AppError('LIBRARY_NOT_FOUND');
    if (outcome.changed) deps.libraryChanged();
    return saved;
  }

  const logoSnapshot = (row: LibraryRow) => ({ logo_url: row.logoUrl });

  return {
    /** Decodes, checks and re-encodes the upload, stores it and points the library at it. */
    async uploadLogo(libraryId: number, upload: string, actor: AuditActor): Promise<LibraryRow> {
      const logo = await encodeLogo(decodeUpload(upload));
      const outcome = { changed: false };
      const saved = await deps.repo.setLogo(
        libraryId,
        logo,
        logoPath(libraryId, logo.sha256),
        audited(actor, 'library.logo', logoSnapshot, outcome),
      );
      return finish(saved, outcome);
    },

    async removeLogo(libraryId: number, actor: AuditActor): Promise<LibraryRow> {
      const outcome = { changed: false };
      const saved = await deps.repo.removeLogo(
        libraryId,
        audited(actor, 'library.logo', logoSnapshot, outcome),
      );
      return finish(saved, outcome);
    },

    async saveBranding(
      libraryId: number,
      fields: { displayName: string | null; fontFamily: LibraryFontFamily | null },
      actor: AuditActor,
    ): Promise<LibraryRow> {
      const outcome = { changed: false };
      const saved = await deps.repo.saveBranding(
        libraryId,
        fields,
        audited(actor, 'library.branding', brandingSnapshot, outcome),
      );
      return finish(saved, outcome);
    },

    /** A library (active or not) with its branding. */
    async library(libraryId: number): Promise<LibraryRow> {
      const row = await deps.repo.byId(libraryId);
      if (!row) throw new AppError('LIBRARY_NOT_FOUND');
      return row;
    },

    /** The served image of a logo address, or undefined (unknown, or replaced since). */
    logo(libraryId: number, sha256: string) {
      return deps.repo.logo(libraryId, sha256);
    },
  };
}
export type LibraryBrandingService = ReturnType<typeof createLibraryBrandingService>;
