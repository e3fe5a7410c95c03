import { useId, useState } from 'react';
import type { OperatorRole, OperatorTitle } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useTitle } from '../api/get-titles';
import { useSetTitlePublished } from '../api/set-title-published';
import { canEditTitles } from './title-details-section';
import styles from './titles.module.css';

/**
 * Whether the title is published and whether it has media yet (a title without media is in no catalogue,
 * decision 051), with unpublishing and republishing after a confirmation that says what they mean.
 */
export function TitlePublishingSection({
  titleId,
  role,
}: {
  titleId: number;
  role: OperatorRole | undefined;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const title = useTitle(titleId).data;
  if (!title) return null;
  return (
    <section id="publishing" aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('operator_title_publishing')}</h2>
      <div className={styles.statusRow}>
        <p>
          <span className={styles.badge}>
            {title.published ? t('operator_title_published') : t('operator_title_unpublished')}
          </span>{' '}
          {title.published ? t('operator_title_published_text') : t('operator_title_unpublished_text')}
        </p>
        <p>
          {title.has_media
            ? t('operator_title_duration', { minutes: Math.round(title.duration_seconds / 60) })
            : t('operator_title_no_media_text')}
        </p>
        {canEditTitles(role) && <PublishAction title={title} />}
      </div>
    </section>
  );
}

function PublishAction({ title }: { title: OperatorTitle }) {
  const { t } = useTranslation();
  const change = useSetTitlePublished();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<'unpublished' | 'republished'>();
  const unpublishing = title.published;
  const confirm = () => {
    if (change.isPending) return;
    change.mutate(
      { titleId: title.title_id, published: !title.published },
      {
        onSuccess: ({ title: saved }) => {
          setConfirming(false);
          setDone(saved.published ? 'republished' : 'unpublished');
        },
      },
    );
  };
  const action = unpublishing ? t('operator_title_unpublish') : t('operator_title_republish');
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          change.reset();
          setDone(undefined);
          setConfirming(true);
        }}
      >
        {action}
      </Button>
      <p role="status" className={styles.statusNote}>
        {done === 'unpublished'
          ? t('operator_title_unpublished_note')
          : done === 'republished'
            ? t('operator_title_republished_note')
            : ''}
      </p>
      <Modal
        open={confirming}
        title={
          unpublishing
            ? t('operator_title_unpublish_confirm', { name: title.name })
            : t('operator_title_republish_confirm', { name: title.name })
        }
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="primary" aria-disabled={change.isPending || undefined} onClick={confirm}>
              {action}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
          </>
        }
      >
        {unpublishing ? (
          <ul className={styles.consequences}>
            <li>{t('operator_title_unpublish_leaves')}</li>
            <li>{t('operator_title_unpublish_loans')}</li>
            <li>{t('operator_title_unpublish_undo')}</li>
          </ul>
        ) : (
          <p>{t('operator_title_republish_body')}</p>
        )}
        {change.isError && (
          <p role="alert" className={styles.dialogError}>
            {t(formErrorKey(change.error))}
          </p>
        )}
      </Modal>
    </>
  );
}
