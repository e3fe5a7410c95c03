import { useId, useState } from 'react';
import { useParams } from 'react-router';
import type { Language, OperatorRole, PreviewLink } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { ShownOnce } from '@/components/ui/shown-once';
import { formErrorKey } from '@/lib/form-errors';
import { languageLocales } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { dateTimeFormat } from '@/lib/intl';
import { usePreviewLinks } from '../api/get-preview-links';
import { useRevokePreviewLink } from '../api/revoke-preview-link';
import { CreatePreviewLinkForm } from './create-preview-link-form';
import styles from '@/components/ui/console-section.module.css';
import ownStyles from './previews.module.css';

/** What each operator role may do here, as the API's roles say (docs/decisions/044). */
export const previewPermissions = (role: OperatorRole | undefined) => ({
  create: role === 'admin' || role === 'editor',
  revoke: role === 'admin' || role === 'editor',
});

type Notice = { kind: 'success' | 'error'; text: string } | undefined;

/**
 * Preview links: a form for a new one (admins and editors), the link made shown once with a copy button, and the
 * active links with their end and a Revoke button. Outcomes are read out in live regions.
 */
export function PreviewsSection({ role }: { role: OperatorRole | undefined }) {
  const { t } = useTranslation();
  const may = previewPermissions(role);
  const links = usePreviewLinks();
  const revoke = useRevokePreviewLink();
  const [notice, setNotice] = useState<Notice>();
  const [created, setCreated] = useState<string>();
  const headingId = useId();

  const revokeLink = (link: PreviewLink) => {
    if (revoke.isPending) return;
    setNotice(undefined);
    revoke.mutate(
      { preview_link_id: link.preview_link_id },
      {
        onSuccess: () => setNotice({ kind: 'success', text: t('preview_revoked') }),
        onError: (error) => setNotice({ kind: 'error', text: t(formErrorKey(error)) }),
      },
    );
  };

  const active = links.data?.preview_links.filter((link) => link.status === 'active') ?? [];
  return (
    <>
      <p className={ownStyles.intro}>{t('preview_intro')}</p>
      {!may.create && <p className={ownStyles.intro}>{t('preview_read_only')}</p>}
      {may.create && (
        <CreatePreviewLinkForm
          onCreated={(path) => {
            setNotice(undefined);
            setCreated(`${window.location.origin}${path}`);
          }}
        />
      )}
      {created && (
        <ShownOnce
          notice={t('preview_created')}
          label={t('preview_link')}
          value={created}
          copyLabel={t('preview_copy')}
          copiedLabel={t('preview_copied')}
          testId="preview-link"
        />
      )}
      <section aria-labelledby={headingId} className={styles.section}>
        <h2 id={headingId}>{t('preview_active_heading')}</h2>
        <div role="status" className={styles.notice}>
          {notice?.kind === 'success' && <p className={styles.success}>{notice.text}</p>}
        </div>
        <div role="alert" className={styles.notice}>
          {notice?.kind === 'error' && <p className={styles.failure}>{notice.text}</p>}
        </div>
        {links.isError ? (
          <LoadError message={t('preview_load_failed')} onRetry={() => void links.refetch()} />
        ) : !links.data ? (
          <p aria-busy="true">{t('loading')}</p>
        ) : active.length === 0 ? (
          <p className={ownStyles.muted}>{t('preview_none')}</p>
        ) : (
          <LinkList links={active} onRevoke={may.revoke ? revokeLink : undefined} busy={revoke.isPending} />
        )}
      </section>
    </>
  );
}

/** The active links, each with its Revoke button when the operator may revoke. */
export function LinkList({
  links,
  onRevoke,
  busy,
}: {
  links: readonly PreviewLink[];
  onRevoke: ((link: PreviewLink) => void) | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const language = useParams().lang as Language;
  const time = dateTimeFormat(languageLocales[language], { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.preview_link_id} className={styles.card}>
          <h3 className={styles.name}>{link.title_name}</h3>
          <p className={styles.line}>
            {t('preview_for_whom')}: {link.note}
          </p>
          <p className={styles.line}>
            {t('preview_valid_until')}: {time.format(new Date(link.expires_at))}
          </p>
          <p className={styles.line}>
            {t('preview_created_by')}: {link.created_by}
          </p>
          {onRevoke && (
            <div className={styles.actions}>
              {/* The name says which link (the title and for whom): a visually hidden part of the content
                  would be read "Revoke : …" by Chromium, which spaces an absolutely positioned span apart. */}
              <Button
                size="small"
                aria-label={`${t('preview_revoke')}: ${link.title_name}, ${link.note}`}
                aria-disabled={busy || undefined}
                onClick={() => onRevoke(link)}
              >
                {t('preview_revoke')}
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
