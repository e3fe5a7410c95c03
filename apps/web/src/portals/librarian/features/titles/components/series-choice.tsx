import type { LibrarianTitle } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useTranslation } from '@/lib/i18n-react';

export interface SeriesChoiceRequest {
  /** The episode whose switch was turned. */
  title: LibrarianTitle;
  excluded: boolean;
  /** The episodes of its series in My titles. */
  episodes: number;
}

/**
 * Asked when an episode's switch is turned: only this episode, or its whole series (set_title_excluded with
 * series true). Cancelling changes nothing; the native dialog gives focus back to the switch.
 */
export function SeriesChoice({
  request,
  onChoose,
  onCancel,
}: {
  request: SeriesChoiceRequest | null;
  onChoose(series: boolean): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const excluded = request?.excluded ?? true;
  return (
    <Modal
      open={request !== null}
      title={excluded ? t('episode_exclude_title') : t('episode_include_title')}
      onClose={onCancel}
      actions={
        <>
          <Button variant="ghost" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button onClick={() => onChoose(false)}>{t('episode_choice_one')}</Button>
          <Button variant="primary" onClick={() => onChoose(true)}>
            {t('episode_choice_series', { count: request?.episodes ?? 0 })}
          </Button>
        </>
      }
    >
      {request && (
        <p>
          {t(excluded ? 'episode_exclude_body' : 'episode_include_body', {
            title: request.title.name,
            series: request.title.group_name ?? '',
          })}
        </p>
      )}
    </Modal>
  );
}
