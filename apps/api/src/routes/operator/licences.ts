import type { FastifyInstance } from 'fastify';
import { deleteLicence, getAvailability, getLicences, saveLicence } from '@filmhyllan/contract';
import type { Session } from '../../modules/session/session.service';
import { defineRoute } from '../define-route';
import { presentAvailability, presentLicence } from './licences.presenter';

/** A title's licence windows and prices in the console (docs/decisions/052; roles in the contract). */
export async function licenceRoutes(app: FastifyInstance) {
  const { licences, operators } = app.services;
  const actorOf = async (session: Session, address: string) => ({
    portal: 'operator' as const,
    id: session.operatorId!,
    username: (await operators.current(session)).username,
    address,
  });

  defineRoute(app, getLicences, async ({ input }) => ({
    licences: (await licences.list(input.titleId)).map(presentLicence),
  }));
  defineRoute(app, saveLicence, async ({ input, session, request }) => {
    const licence = await licences.save(
      {
        titleId: input.titleId,
        countryIso: input.countryIso,
        startsOn: input.startsOn,
        endsOn: input.endsOn,
        priceCents: input.priceCents,
      },
      await actorOf(session, request.ip),
    );
    return { success: true as const, licence: presentLicence(licence) };
  });
  defineRoute(app, deleteLicence, async ({ input, session, request }) => {
    await licences.remove(input.titleId, input.countryIso, await actorOf(session, request.ip));
    return { success: true as const };
  });
  defineRoute(app, getAvailability, async ({ input }) => ({
    countries: (await licences.availability(input.titleId, input.date)).map(presentAvailability),
  }));
}
