import type { ManagedOperator, Operator, TotpEnrolment as WireEnrolment } from '@filmhyllan/contract';
import type { OperatorAccountRow } from '../../modules/operators/operator-accounts.repository';
import { operatorStatus } from '../../modules/operators/operator-accounts.service';
import type { OperatorAccount, TotpEnrolment } from '../../modules/operators/operators.service';

/** The operator portal on the wire (docs/decisions/027). */

export const presentOperator = (operator: OperatorAccount): Operator => ({
  username: operator.username,
  role: operator.role,
});

export const presentEnrolment = (enrolment: TotpEnrolment): WireEnrolment => ({
  otpauth_uri: enrolment.otpauthUri,
  qr_svg: enrolment.qrSvg,
  secret: enrolment.secret,
  recovery_codes: enrolment.recoveryCodes,
});

export const presentOperatorAccount = (row: OperatorAccountRow): ManagedOperator => ({
  operator_id: row.id,
  username: row.username,
  email: row.email,
  role: row.role,
  status: operatorStatus(row),
  two_factor_enrolled: row.twoFactorEnrolled,
  last_login_at: row.lastLoginAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});
