import { z } from 'zod';

export const countrySchema = z.object({ name: z.string(), iso2: z.string().length(2) });
export type Country = z.infer<typeof countrySchema>;

/** A state, district or territory of a country (spec 1 §3 region option). */
export const regionOptionSchema = z.object({ id: z.number().int(), name: z.string(), iso2: z.string() });
export type RegionOption = z.infer<typeof regionOptionSchema>;

export const countryWithStatesSchema = countrySchema.extend({ states: z.array(regionOptionSchema) });
export type CountryWithStates = z.infer<typeof countryWithStatesSchema>;

export const iso2Params = z.object({ id: z.string().regex(/^[A-Za-z]{2}$/, 'A two-letter country code is expected') });

export const COUNTRIES_ERROR_MESSAGE = 'Error fetching countries';
