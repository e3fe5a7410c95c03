import { useEffect, useId, useRef, useState } from 'react';
import { useParams } from 'react-router';
import type { ApiToken, Language, OperatorRole } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { ShownOnce } from '@/components/ui/shown-once';
import { languageLocales } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { dateTimeFormat } from '@/lib/intl';
import { useApiTokens } from '../api/get-api-tokens';
import { CreateApiTokenForm } from './create-api-token-form';
import { RevokeApiTokenDialog } from './revoke-api-token-dialog';
import styles from '@/components/ui/console-section.module.css';

/** Tokens are for admins and editors, as the API's roles say (docs/decisions/050). */
export const mayUseApiTokens = (role: OperatorRole | undefined) => role === 'admin' || role === 'editor';

/**
 * The operator's own API tokens: a form for a new one, the token made shown once with a copy button (only its
 * hash is kept), and every token with its scopes, dates and a Revoke button that asks first. After a creation
 * the focus is on the token; after a revocation on the list's heading, with the outcome read out.
 */
export function ApiTokensSection({ role }: { role: OperatorRole | undefined }) {
  const { t } = useTranslation();
  const may = mayUseApiTokens(role);
  const tokens = useApiTokens(may);
  const [created, setCreated] = useState<{ token: string; name: string }>();
  const [revoking, setRevoking] = useState<ApiToken>();
  const [notice, setNotice] = useState('');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Counts revocations: after each, once the dialog has closed (and handed the focus back to a Revoke button
  // that is about to go), the focus moves to the list, where the outcome is read out.
  const [revocations, setRevocations] = useState(0);
  useEffect(() => {
    if (revocations > 0) heading.current?.focus();
  }, [revocations]);

  if (!may) return <p className={styles.intro}>{t('token_read_only')}</p>;
  return (
    <>
      <p className={styles.intro}>{t('token_intro')}</p>
      <CreateApiTokenForm
        onCreated={(token, name) => {
          setNotice('');
          setCreated({ token, name });
        }}
      />
      {created && (
        <ShownOnce
          notice={t('token_created')}
          label={`${t('token_value')}: ${created.name}`}
          value={created.token}
          copyLabel={t('token_copy')}
          copiedLabel={t('token_copied')}
          testId="api-token"
          focusOnShow
        />
      )}
      <section aria-labelledby={headingId} className={styles.section}>
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {t('token_list_heading')}
        </h2>
        <div role="status" className={styles.notice}>
          {notice && <p className={styles.success}>{notice}</p>}
        </div>
        {tokens.isError ? (
          <LoadError message={t('token_load_failed')} onRetry={() => void tokens.refetch()} />
        ) : !tokens.data ? (
          <p aria-busy="true">{t('loading')}</p>
        ) : tokens.data.api_tokens.length === 0 ? (
          <p className={styles.detail}>{t('token_none')}</p>
        ) : (
          <ApiTokenList tokens={tokens.data.api_tokens} onRevoke={setRevoking} />
        )}
      </section>
      <RevokeApiTokenDialog
        token={revoking}
        onClose={() => setRevoking(undefined)}
        onRevoked={(token) => {
          setRevoking(undefined);
          setCreated((shown) => (shown?.name === token.name ? undefined : shown));
          setNotice(t('token_revoked', { name: token.name }));
          setRevocations((count) => count + 1);
        }}
      />
    </>
  );
}

/** Every token of the operator: name, status, scopes, created, last used, revoked; Revoke on an active one. */
export function ApiTokenList({
  tokens,
  onRevoke,
}: {
  tokens: readonly ApiToken[];
  onRevoke(token: ApiToken): void;
}) {
  const { t } = useTranslation();
  const language = useParams().lang as Language;
  const time = dateTimeFormat(languageLocales[language], { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className={styles.list}>
      {tokens.map((token) => (
        <li key={token.token_id} className={styles.card}>
          <div className={styles.cardHead}>
            <h3 className={styles.name}>{token.name}</h3>
            {token.status === 'revoked' && (
              <span className={`${styles.status} ${styles.deactivated}`}>{t('token_status_revoked')}</span>
            )}
          </div>
          <p className={styles.line}>
            {t('token_scopes')}: {token.scopes.map((scope) => t(`token_scope_${scope}`)).join(', ')}
          </p>
          <p className={styles.detail}>
            {t('token_created_at')}: {time.format(new Date(token.created_at))}
          </p>
          <p className={styles.detail}>
            {t('token_last_used')}:{' '}
            {token.last_used_at ? time.format(new Date(token.last_used_at)) : t('token_never_used')}
          </p>
          {token.revoked_at && (
            <p className={styles.detail}>
              {t('token_status_revoked')}: {time.format(new Date(token.revoked_at))}
            </p>
          )}
          {token.status === 'active' && (
            <div className={styles.actions}>
              <Button
                size="small"
                aria-label={t('token_revoke_named', { name: token.name })}
                onClick={() => onRevoke(token)}
              >
                {t('token_revoke')}
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
