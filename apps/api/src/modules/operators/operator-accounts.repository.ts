import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { OperatorRole } from '@filmhyllan/contract';
import type { Database } from '../../db/client';
import { operatorRecoveryCodes, operators, operatorTokens, sessions } from '../../db/schema';
import type { NewLink } from '../mail/one-time-link';

/** An operator account as admins manage it (no password hash, no secret). */
export interface OperatorAccountRow {
  id: number;
  username: string;
  email: string | null;
  role: OperatorRole;
  active: boolean;
  hasPassword: boolean;
  twoFactorEnrolled: boolean;
  lastLoginAt: Date | null;
  createdAt: Date;
}

const accountColumns = {
  id: operators.id,
  username: operators.username,
  email: operators.email,
  role: operators.role,
  active: operators.active,
  hasPassword: sql<boolean>`${operators.passwordHash} is not null`,
  twoFactorEnrolled: sql<boolean>`${operators.totpConfirmedAt} is not null`,
  lastLoginAt: operators.lastLoginAt,
  createdAt: operators.createdAt,
};

/** Throws to refuse a change of `before`, given the ids of the active admins who can log in. */
export type AdminGuard = (before: OperatorAccountRow, activeAdminIds: number[]) => void;

type Changed = (
  tx: Database,
  rows: { before: OperatorAccountRow; after: OperatorAccountRow },
) => Promise<void>;

/** The operator accounts and their invitation links (docs/decisions/045). */
export function createOperatorAccountsRepository(db: Database) {
  const endLinks = (tx: Database, operatorId: number, now: Date) =>
    tx
      .update(operatorTokens)
      .set({ usedAt: now })
      .where(and(eq(operatorTokens.operatorId, operatorId), isNull(operatorTokens.usedAt)));
  const endSessions = (tx: Database, operatorId: number) =>
    tx.delete(sessions).where(eq(sessions.operatorId, operatorId));
  const selectAccount = (tx: Database, id: number) =>
    tx.select(accountColumns).from(operators).where(eq(operators.id, id));

  /**
   * Locks the target and every active admin with a password (the admins who can log in) and lets `guard` (the
   * service's admin rules) refuse the change by throwing: two admins removing each other at once are serialised
   * by the lock, so the second sees the first's change. Undefined for an unknown operator.
   */
  async function lockForChange(
    tx: Database,
    operatorId: number,
    guard: AdminGuard,
  ): Promise<OperatorAccountRow | undefined> {
    const [before] = await selectAccount(tx, operatorId).for('update');
    if (!before) return undefined;
    const admins = await tx
      .select({ id: operators.id })
      .from(operators)
      .where(and(eq(operators.role, 'admin'), eq(operators.active, true), isNotNull(operators.passwordHash)))
      .orderBy(asc(operators.id))
      .for('update');
    guard(
      before,
      admins.map((admin) => admin.id),
    );
    return before;
  }

  return {
    async list(): Promise<OperatorAccountRow[]> {
      return db
        .select(accountColumns)
        .from(operators)
        .orderBy(asc(sql`lower(${operators.username})`));
    },

    async findById(id: number): Promise<OperatorAccountRow | undefined> {
      const [row] = await selectAccount(db, id);
      return row;
    },

    /**
     * A new operator without a password and their invitation link, with `changed` (the audit entry) in the same
     * transaction. Undefined when the username is taken (ignoring case).
     */
    async insertInvited(
      account: { username: string; email: string; role: OperatorRole },
      link: NewLink,
      changed: (tx: Database, row: OperatorAccountRow) => Promise<void>,
    ): Promise<OperatorAccountRow | undefined> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(operators)
          .values({ ...account, passwordHash: null })
          .onConflictDoNothing()
          .returning({ id: operators.id });
        if (!inserted) return undefined;
        await tx.insert(operatorTokens).values({ ...link, operatorId: inserted.id });
        const [row] = await selectAccount(tx, inserted.id);
        await changed(tx, row!);
        return row!;
      });
    },

    /** A new invitation link; the earlier unused ones stop working. */
    async replaceLink(
      operatorId: number,
      link: NewLink,
      now: Date,
      changed: (tx: Database) => Promise<void>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await endLinks(tx, operatorId, now);
        await tx.insert(operatorTokens).values({ ...link, operatorId });
        await changed(tx);
      });
    },

    /**
     * Sets a password with an invitation's token in one transaction: the token is used up by a conditional
     * UPDATE (two uses cannot both succeed), the operator must be active, and every other link stops working;
     * `changed` writes the audit entry in the same transaction.
     */
    async usePasswordLink(
      tokenHash: string,
      passwordHash: string,
      now: Date,
      changed: (tx: Database, row: { id: number; username: string }) => Promise<void>,
    ): Promise<{ id: number; username: string } | undefined> {
      return db.transaction(async (tx) => {
        const [token] = await tx
          .update(operatorTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(operatorTokens.tokenHash, tokenHash),
              isNull(operatorTokens.usedAt),
              gt(operatorTokens.expiresAt, now),
            ),
          )
          .returning({ operatorId: operatorTokens.operatorId });
        if (!token) return undefined;
        const [row] = await tx
          .update(operators)
          .set({ passwordHash })
          .where(and(eq(operators.id, token.operatorId), eq(operators.active, true)))
          .returning({ id: operators.id, username: operators.username });
        if (!row) return undefined;
        await endLinks(tx, row.id, now);
        await endSessions(tx, row.id);
        await changed(tx, row);
        return row;
      });
    },

    /** A new role, when `guard` lets it; undefined for an unknown operator. */
    async changeRole(operatorId: number, role: OperatorRole, guard: AdminGuard, changed: Changed) {
      return db.transaction(async (tx) => {
        const before = await lockForChange(tx, operatorId, guard);
        if (!before) return undefined;
        await tx.update(operators).set({ role }).where(eq(operators.id, operatorId));
        const after = { ...before, role };
        await changed(tx, { before, after });
        return after;
      });
    },

    /** Deactivates when `guard` lets it: the row stays, inactive; links and sessions end. Undefined: unknown. */
    async deactivate(operatorId: number, guard: AdminGuard, now: Date, changed: Changed) {
      return db.transaction(async (tx) => {
        const before = await lockForChange(tx, operatorId, guard);
        if (!before) return undefined;
        await tx.update(operators).set({ active: false }).where(eq(operators.id, operatorId));
        await endLinks(tx, operatorId, now);
        await endSessions(tx, operatorId);
        const after = { ...before, active: false };
        await changed(tx, { before, after });
        return after;
      });
    },

    /**
     * Drops the secret and recovery codes (the next login enrols again) and ends the operator's sessions.
     * Undefined for an unknown or deactivated operator.
     */
    async resetTwoFactor(operatorId: number, changed: Changed) {
      return db.transaction(async (tx) => {
        const [before] = await selectAccount(tx, operatorId).for('update');
        if (!before || !before.active) return undefined;
        await tx
          .update(operators)
          .set({ totpSecretSealed: null, totpConfirmedAt: null, totpLastStep: null })
          .where(eq(operators.id, operatorId));
        await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
        await endSessions(tx, operatorId);
        const after = { ...before, twoFactorEnrolled: false };
        await changed(tx, { before, after });
        return after;
      });
    },
  };
}

export type OperatorAccountsRepository = ReturnType<typeof createOperatorAccountsRepository>;
