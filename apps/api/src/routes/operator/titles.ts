import type { FastifyInstance } from 'fastify';
import {
  getOperatorTitle,
  getOperatorTitles,
  getSeries,
  getTitleChoices,
  reorderEpisodes,
  republishTitle,
  saveSeries,
  saveTitle,
  unpublishTitle,
} from '@filmhyllan/contract';
import type { Session } from '../../modules/session/session.service';
import { defineRoute } from '../define-route';
import { presentSeries, presentTitle, presentTitleSummary, titleFieldsOf } from './titles.presenter';

/** Titles in the operator console: listed, read, saved, unpublished and republished (roles in the contract). */
export async function operatorTitleRoutes(app: FastifyInstance) {
  const { titleAdmin, operators } = app.services;
  const actorOf = async (session: Session, address: string) => ({
    portal: 'operator' as const,
    id: session.operatorId!,
    username: (await operators.current(session)).username,
    address,
  });
  defineRoute(app, getOperatorTitles, async ({ input }) => {
    const { page, pageSize, ...filters } = input;
    const found = await titleAdmin.list(filters, { page, pageSize });
    return {
      titles: found.rows.map(presentTitleSummary),
      total: found.total,
      page: found.page,
      page_size: found.pageSize,
    };
  });
  defineRoute(app, getOperatorTitle, async ({ input }) => ({
    title: presentTitle(await titleAdmin.get(input.titleId)),
  }));
  defineRoute(app, saveTitle, async ({ input, session, request }) => {
    const { titleId, ...fields } = input;
    const saved = await titleAdmin.save(titleId, titleFieldsOf(fields), await actorOf(session, request.ip));
    return { success: true as const, title_id: saved.id, title: presentTitle(saved) };
  });
  defineRoute(app, unpublishTitle, async ({ input, session, request }) => ({
    success: true as const,
    title: presentTitle(
      await titleAdmin.setPublished(input.titleId, false, await actorOf(session, request.ip)),
    ),
  }));
  defineRoute(app, republishTitle, async ({ input, session, request }) => ({
    success: true as const,
    title: presentTitle(
      await titleAdmin.setPublished(input.titleId, true, await actorOf(session, request.ip)),
    ),
  }));
  defineRoute(app, getSeries, async ({ input }) => ({
    series: presentSeries(await titleAdmin.series(input.groupId)),
  }));
  defineRoute(app, saveSeries, async ({ input, session, request }) => {
    const { groupId, name, nameEn, nameSv, nameNo, nameFi } = input;
    const names = Object.fromEntries(
      Object.entries({ sv: nameSv, no: nameNo, fi: nameFi }).filter(([, value]) => value !== ''),
    );
    const saved = await titleAdmin.saveSeries(
      groupId,
      { name, nameEn, names: nameEn ? { ...names, en: nameEn } : names },
      await actorOf(session, request.ip),
    );
    return { success: true as const, series: presentSeries(saved) };
  });
  defineRoute(app, reorderEpisodes, async ({ input, session, request }) => {
    const episodes = await titleAdmin.reorderEpisodes(
      input.groupId,
      input.season,
      input.titleIds,
      await actorOf(session, request.ip),
    );
    return {
      success: true as const,
      episodes: episodes.map((e) => ({ title_id: e.titleId, episode: e.episode })),
    };
  });
  defineRoute(app, getTitleChoices, async () => {
    const choices = await titleAdmin.choices();
    return {
      genres: choices.genres.map((g) => ({ genre_id: g.id, names: g.names })),
      languages: choices.languages.map((l) => ({ code: l.code, names: l.names })),
      countries: choices.countries.map((c) => ({ iso: c.iso, names: c.names })),
      series: choices.series.map((s) => ({ group_id: s.id, name: s.name })),
    };
  });
}
