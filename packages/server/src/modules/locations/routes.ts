import { z } from 'zod';
import { countrySchema, countryWithStatesSchema, iso2Params, API } from '@atrium/contract';
import type { RouteDeps, ZodApp } from '../../platform/http/route-deps.ts';
import type { LocationService } from './service.ts';
import { ok, replies } from '../../platform/http/envelope.ts';

/** api/countries-info: public reference data (the sign-up forms use it before an account exists). */
export function locationRoutes(app: ZodApp, { services }: RouteDeps<{ locations: LocationService }>) {
  app.get(
    API.countriesInfo.countries,
    { schema: { response: replies(z.array(countrySchema)), tags: ['locations'] } },
    async () => ok(services.locations.countries()),
  );
  app.get(
    API.countriesInfo.country,
    { schema: { params: iso2Params, response: replies(countryWithStatesSchema), tags: ['locations'] } },
    async (req) => ok(services.locations.country(req.params.id)),
  );
}
