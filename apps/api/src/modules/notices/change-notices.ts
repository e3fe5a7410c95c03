import { z } from 'zod';

/**
 * What one server process tells the others when it changed something they hold in memory (docs/decisions/021):
 * a session that changed or ended (its id's hash), every session of a user (a new password, a deleted account)
 * or of a librarian (deactivated, a new password) or an operator (deactivated, a new role, two-factor reset),
 * the catalogue (a title excluded or returned), the library rows (a librarian's budget settings) and a wish for a
 * resumable upload's lock. Over
 * PostgreSQL they travel by LISTEN/NOTIFY (db/postgres-change-notices.ts).
 */
export const ChangeNotice = z.discriminatedUnion('topic', [
  z.object({ topic: z.literal('session'), idHash: z.string().regex(/^[0-9a-f]{64}$/) }),
  z.object({ topic: z.literal('user-sessions'), userId: z.number().int() }),
  z.object({ topic: z.literal('librarian-sessions'), librarianId: z.number().int() }),
  z.object({ topic: z.literal('operator-sessions'), operatorId: z.number().int() }),
  z.object({ topic: z.literal('catalogue') }),
  z.object({ topic: z.literal('libraries') }),
  // Another process waits for a resumable upload's lock: its holder ends its request (modules/uploads).
  z.object({ topic: z.literal('upload-lock'), uploadId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) }),
]);
export type ChangeNotice = z.infer<typeof ChangeNotice>;

export interface ChangeNotices {
  /** Tells every other process; the caller has already applied the change to its own memory. */
  publish(notice: ChangeNotice): Promise<void>;
  /** Called with every notice another process published. */
  subscribe(handler: (notice: ChangeNotice) => void): void;
  /** Notices received, published and lost (a publish that failed, a message that could not be read). */
  counts(): { received: number; published: number; failed: number };
  close(): Promise<void>;
}

export interface NoticeLog {
  warn(obj: object, msg: string): void;
}

/** The counts a ChangeNotices answers, and a copy of them to hand out. */
export function noticeCounters() {
  const counts = { received: 0, published: 0, failed: 0 };
  return { counts, snapshot: () => ({ ...counts }) };
}

/** One process alone (the embedded database): nobody to tell. */
export function createLocalChangeNotices(): ChangeNotices {
  const { snapshot } = noticeCounters();
  return {
    publish: async () => undefined,
    subscribe: () => undefined,
    counts: snapshot,
    close: async () => undefined,
  };
}
