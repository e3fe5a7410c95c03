import type {
  PatronAuthSettings as WirePatronAuthSettings,
  RouteInput,
  savePatronAuth,
} from '@filmhyllan/contract';
import type { PatronAuthInput, PatronAuthView } from '../../modules/patrons/patron-auth-settings.service';

/** A library's patron authentication as the console reads it: the password only as `password_set`. */
export function presentPatronAuth(view: PatronAuthView): WirePatronAuthSettings {
  let sip2: WirePatronAuthSettings['sip2'] = null;
  if (view.sip2) {
    const { passwordSet, ...settings } = view.sip2;
    sip2 = { ...settings, password_set: passwordSet };
  }
  return {
    library_id: view.libraryId,
    managed_by: view.managedBy,
    mode: view.mode,
    sip2,
    card_rule_kind: view.cardRuleKind,
    card_rule: view.cardRule,
    pin_format: view.pinFormat,
  };
}

/** save_patron_auth's fields as the service takes them. */
export function patronAuthInputOf(input: RouteInput<typeof savePatronAuth>): PatronAuthInput {
  return {
    mode: input.mode,
    sip2: {
      host: input.sip2Host,
      port: input.sip2Port,
      tls: input.sip2Tls,
      tls_verify: input.sip2TlsVerify,
      login_user: input.sip2LoginUser,
      institution_id: input.sip2InstitutionId,
      location_code: input.sip2LocationCode,
      encoding: input.sip2Encoding,
      field_separator: input.sip2FieldSeparator,
      timeout_ms: input.sip2TimeoutMs,
      pin_is_validated: input.sip2PinIsValidated,
    },
    loginPassword: input.sip2LoginPassword,
    clearLoginPassword: input.sip2ClearLoginPassword,
    cardRuleKind: input.cardRuleKind,
    cardRule: input.cardRule,
    pinFormat: input.pinFormat,
  };
}
