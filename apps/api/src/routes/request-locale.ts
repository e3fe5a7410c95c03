import type { FastifyRequest } from 'fastify';
import { Language } from '@filmhyllan/contract';

/** The interface language of a call without a locale parameter: X-App-Language, else English. */
export function requestLocale(request: FastifyRequest): Language {
  const parsed = Language.safeParse(
    String(request.headers['x-app-language'] ?? '')
      .slice(0, 2)
      .toLowerCase(),
  );
  return parsed.success ? parsed.data : 'en';
}
