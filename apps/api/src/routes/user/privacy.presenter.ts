import type { MyDataExport, PrivacyOverview } from '@filmhyllan/contract';
import type { MyData, PrivacyChoices } from '../../modules/privacy/privacy.service';

/** The privacy page and the user's data download on the wire (docs/decisions/027). */

const iso = (epochMs: number) => new Date(epochMs).toISOString();

export function presentPrivacyOverview(choices: PrivacyChoices): PrivacyOverview {
  const { stored } = choices;
  return {
    keep_loan_history: choices.keepLoanHistory,
    loan_patron_link_days: choices.linkDays,
    stored: {
      saved_cards: stored.savedCards,
      favourites: stored.favourites,
      linked_loans: stored.linkedLoans,
      watch_positions: stored.watchPositions,
      sessions: stored.sessions,
      newsletter: stored.newsletter,
    },
  };
}

export function presentMyData(data: MyData): MyDataExport {
  const { account } = data;
  return {
    exported_at: data.exportedAt.toISOString(),
    account: {
      username: account.username,
      email: account.email,
      first_name: account.firstName,
      last_name: account.lastName,
      birthdate: account.birthdate,
      children_mode: account.childrenMode,
      country: account.countryIso.toUpperCase(),
      keep_loan_history: account.keepLoanHistory,
      created_at: account.createdAt.toISOString(),
    },
    newsletter: data.newsletter,
    saved_cards: data.savedCards.map((c) => ({
      library_id: c.libraryId,
      library_name: c.libraryName,
      card_number: c.cardNumber,
      saved_at: iso(c.savedAtMs),
    })),
    favourites: data.favourites.map((f) => ({
      title_id: f.titleId,
      title_name: f.titleName,
      library_id: f.libraryId,
      added_at: iso(f.addedAtMs),
    })),
    loans: data.loans.map((l) => ({
      id: l.id,
      library_id: l.libraryId,
      library_name: l.libraryName,
      title_id: l.titleId,
      title_name: l.titleName,
      started_at: iso(l.startedAtMs),
      ends_at: iso(l.endsAtMs),
      linked_by: l.byAccount ? ('account' as const) : ('card' as const),
    })),
    watch_positions: data.watchPositions.map((w) => ({
      title_id: w.titleId,
      title_name: w.titleName,
      position_seconds: w.positionSeconds,
      updated_at: iso(w.updatedAtMs),
    })),
    help_messages: data.helpMessages.map((m) => ({
      subject: m.subject,
      contact_email: m.contactEmail,
      message: m.message,
      sent_at: iso(m.sentAtMs),
    })),
    player_settings: data.playerSettings && {
      ...data.playerSettings.settings,
      updated_at: data.playerSettings.updatedAt.toISOString(),
    },
    sessions: { active: data.activeSessions },
    retention: { loan_patron_link_days: data.linkDays },
  };
}
