import type { FastifyInstance } from 'fastify';
import { getPlayerSettings, savePlayerSettings } from '@filmhyllan/contract';
import { defineRoute } from '../define-route';

/** The player's settings kept in the account (contract player-settings.ts). */
export async function playerSettingsRoutes(app: FastifyInstance) {
  const { playerSettings } = app.services;
  defineRoute(app, getPlayerSettings, async ({ session }) => {
    const stored = await playerSettings.get(session);
    return {
      settings: stored?.settings ?? null,
      updated_at: stored ? stored.updatedAt.toISOString() : null,
    };
  });
  defineRoute(app, savePlayerSettings, async ({ input, session }) => {
    const updatedAt = await playerSettings.save(session, {
      caption_size: input.captionSize,
      caption_color: input.captionColor,
      caption_background: input.captionBackground,
      caption_background_opacity: input.captionBackgroundOpacity,
      caption_font: input.captionFont,
      playback_rate: input.playbackRate,
      subtitle_language: input.subtitleLanguage,
      audio_language: input.audioLanguage,
      audio_description: input.audioDescription,
    });
    return { success: true as const, updated_at: updatedAt.toISOString() };
  });
}
