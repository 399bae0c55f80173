import { z } from 'zod';
import { drawIdSchema } from './console-draws.ts';
import { drawAboutSchema } from './draw.ts';
import { endpoint } from './endpoint.ts';

/**
 * GET a draw's public facts: its title, whether it is for members only and what it is. A
 * members-only draw's page shows these (and how to join) to a visitor who may not see its wheel.
 */
export const DRAW_ABOUT_API = {
  about: endpoint({
    method: 'GET',
    path: '/api/draws/about',
    request: z.object({ drawId: drawIdSchema }),
    response: z.object({ success: z.literal(true), drawId: drawIdSchema, title: z.string(), about: drawAboutSchema.nullable() }),
  }),
};
