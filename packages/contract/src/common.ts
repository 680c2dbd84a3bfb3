import { z } from 'zod';

export const emailSchema = z.string().trim().toLowerCase().email('Enter a valid e-mail address').max(254);
export const externalIdSchema = z.string().uuid();
export const externalIdParams = z.object({ id: externalIdSchema });
