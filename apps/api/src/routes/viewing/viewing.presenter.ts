import type { PreviewLink } from '@filmhyllan/contract';
import type { PreviewLinkRow } from '../../modules/viewing/preview-links.repository';
import { previewLinkStatus, type ViewingStream } from '../../modules/viewing/viewing.service';

export const presentViewingStream = (stream: ViewingStream) => ({
  success: true as const,
  title_id: stream.titleId,
  stream: { playlist_url: stream.playlistUrl, expires_at: stream.expiresAt.toISOString() },
});

export const presentPreviewLink = (link: PreviewLinkRow, now: Date): PreviewLink => ({
  preview_link_id: link.id,
  title_id: link.titleId,
  title_name: link.titleName,
  note: link.note,
  created_by: link.createdBy,
  created_at: link.createdAt.toISOString(),
  expires_at: link.expiresAt.toISOString(),
  revoked_at: link.revokedAt?.toISOString() ?? null,
  status: previewLinkStatus(link, now),
});

/** The link as the operator hands it out: the token in the fragment (never sent to a server). */
export const previewLinkPath = (language: string, titleId: number, token: string) =>
  `/${language}/watch-as-special/title/${titleId}#preview=${token}`;
