import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { PreviewLink } from '@filmhyllan/contract';
import { renderWithProviders } from '@/test-support/render';
import { LinkList, previewPermissions } from './previews-section';

describe('previewPermissions', () => {
  it('lets admins and editors create and revoke, and support only read', () => {
    expect(previewPermissions('admin')).toEqual({ create: true, revoke: true });
    expect(previewPermissions('editor')).toEqual({ create: true, revoke: true });
    expect(previewPermissions('support')).toEqual({ create: false, revoke: false });
    expect(previewPermissions(undefined)).toEqual({ create: false, revoke: false });
  });
});

const link = (id: number, note: string): PreviewLink => ({
  preview_link_id: id,
  title_id: 10 + id,
  title_name: 'Vågbrytaren',
  note,
  created_by: 'operator',
  created_at: '2026-11-26T10:00:00Z',
  expires_at: '2026-11-28T10:00:00Z',
  revoked_at: null,
  status: 'active',
});

describe('LinkList', () => {
  it("names each Revoke button after its link's title and holder, and revokes that link", async () => {
    const onRevoke = vi.fn();
    // Without texts, a string shows as its key.
    await renderWithProviders(
      <LinkList links={[link(1, 'Jury'), link(2, 'Press')]} onRevoke={onRevoke} busy={false} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'preview_revoke: Vågbrytaren, Press' }));
    expect(onRevoke).toHaveBeenCalledWith(expect.objectContaining({ preview_link_id: 2 }));
    expect(screen.getByRole('button', { name: 'preview_revoke: Vågbrytaren, Jury' }).textContent).toBe(
      'preview_revoke',
    );
  });
});
