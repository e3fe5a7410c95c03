import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { Language, SavedCard, SavedCardRef } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import statusStyles from '@/components/ui/status.module.css';
import { openAccountModal } from '@/lib/account-modal';
import { formatDay } from '@/lib/format';
import { useSavedCards } from '../api/get-saved-cards';
import { useRemoveSavedCard } from '../api/remove-saved-card';
import styles from './saved-cards.module.css';

/**
 * Card numbers are not secret like PINs, but a profile is often read over a shoulder or on a shared screen: the
 * last four characters are enough for the patron to know the card.
 */
const lastDigits = (cardNumber: string): string => cardNumber.slice(-4);

/** Where focus goes once a card is gone: the next card's Remove, else the previous one's, else Add card. */
type FocusTarget = { libraryId: number } | 'add';

/**
 * The saved library cards of the profile (spec section 2): each library's card with the loans it has left, a
 * Remove that asks first (adding a card again takes the PIN), and Add card, which opens the add-card modal.
 * After a removal focus moves to the neighbouring card, or to Add card, and the removal is announced.
 */
interface SavedCardsProps {
  language: Language;
  /** A card was removed: the loan information shown elsewhere is read again (the same as after saving one). */
  onCardsChanged(cards: SavedCardRef[]): void;
}

export function SavedCards({ language, onCardsChanged }: SavedCardsProps) {
  const { t } = useTranslation();
  const cards = useSavedCards();
  const remove = useRemoveSavedCard(onCardsChanged);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [failed, setFailed] = useState<number | null>(null);
  const [removedName, setRemovedName] = useState('');
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const removeButtons = useRef(new Map<number, HTMLButtonElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const list = cards.data?.inventories;

  useEffect(() => {
    if (!focusTarget) return;
    const target =
      focusTarget === 'add' ? addButton.current : removeButtons.current.get(focusTarget.libraryId);
    if (target) {
      target.focus();
      setFocusTarget(null);
    }
  }, [focusTarget, list]);

  const startRemoving = (card: SavedCard) => {
    setFailed(null);
    setConfirming(card.library_id);
  };

  const keep = (card: SavedCard) => {
    setConfirming(null);
    setFocusTarget({ libraryId: card.library_id });
  };

  const confirmRemoval = (card: SavedCard) => {
    if (remove.isPending || !list) return;
    const index = list.findIndex((c) => c.library_id === card.library_id);
    const neighbour = list[index + 1] ?? list[index - 1];
    remove.mutate(card.library_id, {
      onSuccess: () => {
        setConfirming(null);
        setRemovedName(card.library_name);
        setFocusTarget(neighbour ? { libraryId: neighbour.library_id } : 'add');
      },
      onError: () => {
        setConfirming(null);
        setFailed(card.library_id);
        setFocusTarget({ libraryId: card.library_id });
      },
    });
  };

  const loansLeft = (card: SavedCard): string => {
    if (card.num_loans_left === 0 && card.new_loans_date) {
      return t('customer_budget_reached_notice', { date: formatDay(card.new_loans_date, language) });
    }
    const key = card.num_loans_left_period === 'week' ? 'loans_left_this_week' : 'loans_left_this_month';
    return t(key, { count: card.num_loans_left });
  };

  return (
    <div className={styles.savedCards}>
      <p className={styles.intro}>{t('saved_cards_intro')}</p>
      {/* Always in the page, so that a removal put into it is announced. */}
      <p role="status" className={styles.announcement}>
        {removedName && t('saved_card_removed', { library: removedName })}
      </p>
      {cards.isPending && <p>{t('loading')}</p>}
      {cards.isError && <LoadError message={t('error_generic_body')} onRetry={() => void cards.refetch()} />}
      {list && list.length === 0 && <p className={statusStyles.empty}>{t('library_cards_empty')}</p>}
      {list && list.length > 0 && (
        <ul className={styles.list}>
          {list.map((card) => (
            <SavedCardItem
              key={card.library_id}
              card={card}
              loansLeft={loansLeft(card)}
              confirming={confirming === card.library_id}
              removing={remove.isPending && remove.variables === card.library_id}
              failed={failed === card.library_id}
              removeRef={(button) => {
                if (button) removeButtons.current.set(card.library_id, button);
                else removeButtons.current.delete(card.library_id);
              }}
              onRemove={() => startRemoving(card)}
              onKeep={() => keep(card)}
              onConfirm={() => confirmRemoval(card)}
            />
          ))}
        </ul>
      )}
      <div>
        <Button ref={addButton} variant="primary" onClick={() => openAccountModal('addLibraryCard')}>
          {t('add_library_card')}
        </Button>
      </div>
    </div>
  );
}

interface SavedCardItemProps {
  card: SavedCard;
  loansLeft: string;
  confirming: boolean;
  removing: boolean;
  failed: boolean;
  removeRef(button: HTMLButtonElement | null): void;
  onRemove(): void;
  onKeep(): void;
  onConfirm(): void;
}

function SavedCardItem(props: SavedCardItemProps) {
  const { card, loansLeft, confirming, removing, failed } = props;
  const { t } = useTranslation();
  const id = useId();
  const keepButton = useRef<HTMLButtonElement>(null);

  // The question takes the place of the Remove button: focus goes to its safe answer, which reads the question.
  useEffect(() => {
    if (confirming) keepButton.current?.focus();
  }, [confirming]);

  return (
    <li className={styles.card}>
      <h3 id={`${id}-name`} className={styles.library}>
        {card.library_name}
      </h3>
      <p className={styles.number}>{t('saved_card_ending', { digits: lastDigits(card.card_number) })}</p>
      <p className={styles.loansLeft}>{loansLeft}</p>
      {failed && (
        <p role="alert" className={styles.error}>
          {t('saved_card_remove_failed')}
        </p>
      )}
      {confirming ? (
        <div className={styles.confirm}>
          <p id={`${id}-question`}>{t('saved_card_remove_confirm', { library: card.library_name })}</p>
          <div className={styles.confirmActions}>
            <Button ref={keepButton} size="small" aria-describedby={`${id}-question`} onClick={props.onKeep}>
              {t('saved_card_keep')}
            </Button>
            <Button
              size="small"
              variant="primary"
              aria-describedby={`${id}-question`}
              aria-disabled={removing || undefined}
              onClick={props.onConfirm}
            >
              {t('saved_card_remove_yes')}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          ref={props.removeRef}
          size="small"
          className={styles.remove}
          aria-describedby={`${id}-name`}
          onClick={props.onRemove}
        >
          {t('remove_library_card')}
        </Button>
      )}
    </li>
  );
}
