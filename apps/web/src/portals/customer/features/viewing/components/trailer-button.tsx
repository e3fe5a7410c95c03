import type { Language, Title } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { PlayerDialog } from '@/features/player';
import { useTranslation } from '@/lib/i18n-react';
import { useStartTrailer } from '../api/start-trailer';
import { useStreamPlayer } from './use-stream-player';
import styles from './viewing-box.module.css';

interface TrailerButtonProps {
  title: Title;
  language: Language;
}

/**
 * Watch trailer on the title page, shown only when the title has a trailer (has_trailer): plays it in the
 * player without a loan (start_trailer, docs/decisions/048). The player keeps no position for a trailer.
 */
export function TrailerButton({ title, language }: TrailerButtonProps) {
  const { t } = useTranslation();
  const start = useStartTrailer(title.id);
  const { buttonId, watch, play, close } = useStreamPlayer(start, title, language);
  if (!title.has_trailer) return null;

  return (
    <div data-testid="trailer">
      <Button
        id={buttonId}
        variant="secondary"
        onClick={play}
        aria-disabled={start.isPending || undefined}
        aria-haspopup="dialog"
      >
        {t('watch_trailer')}
      </Button>
      <div role="alert">{start.isError && <p className={styles.alert}>{t('trailer_start_failed')}</p>}</div>
      <PlayerDialog watch={watch} onClose={close} />
    </div>
  );
}
