import type { Operator, TotpEnrolment as WireEnrolment } from '@filmhyllan/contract';
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
