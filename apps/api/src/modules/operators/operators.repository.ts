import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { OperatorRole } from '@filmhyllan/contract';
import type { Database } from '../../db/client';
import { operatorRecoveryCodes, operators } from '../../db/schema';

export interface OperatorRow {
  id: number;
  username: string;
  /** Null for an invited operator who has not chosen a password yet. */
  passwordHash: string | null;
  role: OperatorRole;
  active: boolean;
  /** The TOTP secret, sealed (lib/secret-box); null before any enrolment. */
  totpSecretSealed: string | null;
  totpConfirmedAt: Date | null;
  totpLastStep: number | null;
}

export function createOperatorsRepository(db: Database) {
  return {
    /** An active operator by username, ignoring case (a deactivated one cannot log in). */
    async findByUsername(username: string): Promise<OperatorRow | undefined> {
      const [row] = await db
        .select({
          id: operators.id,
          username: operators.username,
          passwordHash: operators.passwordHash,
          role: operators.role,
          active: operators.active,
          totpSecretSealed: operators.totpSecretSealed,
          totpConfirmedAt: operators.totpConfirmedAt,
          totpLastStep: operators.totpLastStep,
        })
        .from(operators)
        .where(and(eq(sql`lower(${operators.username})`, username.toLowerCase()), eq(operators.active, true)))
        .limit(1);
      return row;
    },

    /** When the operator last logged in (the console's list). */
    async recordLogin(id: number, now: Date): Promise<void> {
      await db.update(operators).set({ lastLoginAt: now }).where(eq(operators.id, id));
    },

    /** The operator's recovery codes not used yet. */
    async unusedRecoveryCodes(id: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(operatorRecoveryCodes)
        .where(and(eq(operatorRecoveryCodes.operatorId, id), isNull(operatorRecoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    async findById(id: number): Promise<{ username: string; role: OperatorRole } | undefined> {
      const [row] = await db
        .select({ username: operators.username, role: operators.role })
        .from(operators)
        .where(eq(operators.id, id))
        .limit(1);
      return row;
    },

    /** A new operator; false when the username (ignoring case) is taken. */
    async insert(operator: {
      username: string;
      passwordHash: string;
      role: OperatorRole;
    }): Promise<number | undefined> {
      const [row] = await db
        .insert(operators)
        .values(operator)
        .onConflictDoNothing()
        .returning({ id: operators.id });
      return row?.id;
    },

    /**
     * Starts (or starts again) an operator's enrolment: a new sealed secret, not confirmed, no step used, and
     * these recovery codes (hashes) instead of any earlier ones.
     */
    async startEnrolment(
      id: number,
      secretSealed: string,
      recoveryCodeHashes: readonly string[],
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(operators)
          .set({ totpSecretSealed: secretSealed, totpConfirmedAt: null, totpLastStep: null })
          .where(eq(operators.id, id));
        await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, id));
        await tx
          .insert(operatorRecoveryCodes)
          .values(recoveryCodeHashes.map((codeHash) => ({ operatorId: id, codeHash })));
      });
    },

    /**
     * Uses a TOTP time step: records it as the last one (and confirms the enrolment) only when it is later than
     * the last one used, in one statement, so two logins with the same code cannot both pass. True when used.
     */
    async useStep(id: number, step: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(operators)
        .set({
          totpLastStep: step,
          totpConfirmedAt: sql`coalesce(${operators.totpConfirmedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(
          and(eq(operators.id, id), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))),
        )
        .returning({ id: operators.id });
      return rows.length === 1;
    },

    /** Marks an unused recovery code of a confirmed operator used; true when there was one. */
    async useRecoveryCode(id: number, codeHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(operatorRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(operatorRecoveryCodes.operatorId, id),
            eq(operatorRecoveryCodes.codeHash, codeHash),
            isNull(operatorRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: operatorRecoveryCodes.id });
      return rows.length === 1;
    },
  };
}

export type OperatorsRepository = ReturnType<typeof createOperatorsRepository>;
