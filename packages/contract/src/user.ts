import { z } from 'zod';
import { LANGUAGES } from './enums.ts';

export const languageReply = z.object({ language: z.enum(LANGUAGES) });
/** Unsupported locales are refused with a validation error. */
export const languageQuery = z.object({ locale: z.enum(LANGUAGES) });
