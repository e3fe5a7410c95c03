import type { FastifyInstance } from 'fastify';
import { getTranslations } from '@filmhyllan/contract';
import { defineRoute } from '../define-route';

export async function translationRoutes(app: FastifyInstance) {
  const { translations } = app.services;
  defineRoute(app, getTranslations, async () => ({
    success: true as const,
    translations: await translations.all(),
  }));
}
