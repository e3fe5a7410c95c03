import type { SavedCard, SavedCardRef as WireSavedCardRef } from '@filmhyllan/contract';
import type { SavedCardRef, SavedCardWithLoans } from '../../modules/saved-cards/saved-cards.service';

/** Saved cards on the wire, where the spec's calls name them inventories (docs/decisions/027). */
export function presentSavedCardRef(card: SavedCardRef): WireSavedCardRef {
  return { library_id: card.libraryId, card_number: card.cardNumber };
}

export function presentSavedCard(card: SavedCardWithLoans): SavedCard {
  return {
    ...presentSavedCardRef(card),
    library_name: card.libraryName,
    num_loans_left: card.loansLeft,
    num_loans_left_period: card.loansLeftPeriod,
    new_loans_date: card.newLoansOn,
  };
}
