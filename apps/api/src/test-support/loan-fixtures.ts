import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import * as s from '../db/schema';
import { hashPin } from '../lib/keyed-hash';
import { TEST_SECRET } from './test-app';

/** A media folder with a tiny HLS title at media key 'test/clip'. */
export function createTestMedia(): string {
  const root = mkdtempSync(join(tmpdir(), 'filmhyllan-media-'));
  const clip = join(root, 'test/clip');
  mkdirSync(join(clip, 'v0'), { recursive: true });
  writeFileSync(join(clip, 'master.m3u8'), '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000\nv0/index.m3u8\n');
  writeFileSync(
    join(clip, 'v0/index.m3u8'),
    '#EXTM3U\n#EXT-X-TARGETDURATION:6\n#EXTINF:6.0,\nseg0.ts\n#EXT-X-ENDLIST\n',
  );
  writeFileSync(join(clip, 'v0/seg0.ts'), Buffer.alloc(188 * 4, 0x47));
  return root;
}

export const EHUB_SECRET = 'ehub-shared-secret-of-library-1';

/**
 * On top of seedFixtures + seedCatalogueFixtures: every catalogue title playable and priced (2500 in each of its
 * licences), cards at library 1 (11111111/1234 exists; 22222222/2222 blocked; 3000000n/1234 for n < 40), the eHub
 * secret of library 1.
 */
export async function seedLoanFixtures(db: Database): Promise<void> {
  const titleIds = [100, 101, 102, 103, 104, 105, 106, 110, 111, 112];
  await db.update(s.titles).set({ mediaKey: 'test/clip' }).where(inArray(s.titles.id, titleIds));
  await db
    .update(s.titleLicences)
    .set({ priceCents: 2500 })
    .where(inArray(s.titleLicences.titleId, titleIds));
  const card = (libraryId: number, cardNumber: string, pin: string, blocked = false) => ({
    libraryId,
    cardNumber,
    pinHash: hashPin(TEST_SECRET, libraryId, cardNumber, pin),
    blocked,
  });
  await db
    .insert(s.patronCards)
    .values([
      card(1, '22222222', '2222', true),
      ...Array.from({ length: 40 }, (_, n) => card(1, `3${String(n).padStart(7, '0')}`, '1234')),
      card(6, '11111111', '1234'),
    ]);
  const { eq } = await import('drizzle-orm');
  await db.update(s.libraries).set({ ehubSecret: EHUB_SECRET }).where(eq(s.libraries.id, 1));
}
