import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { OperatorRole } from '@filmhyllan/contract';
import type { Database } from '../../db/client';
import { operatorRecoveryCodes, operators } from '../../db/schema';

export interface OperatorRow {
  id: number;
  username: string;
  passwordHash: string;
  role: OperatorRole;
  /** The TOTP secret, sealed (lib/secret-box); null before any enrolment. */
  totpSecretSealed: string | null;
  totpConfirmedAt: Date | null;
  totpLastStep: number | null;
}

export function createOperatorsRepository(db: Database) {
  return {
    async findByUsername(username: string): Promise<OperatorRow | undefined> {
      const [row] = await db
        .select()
        .from(operators)
        .where(eq(sql`lower(${operators.username})`, username.toLowerCase()))
        .limit(1);
      return row;
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
