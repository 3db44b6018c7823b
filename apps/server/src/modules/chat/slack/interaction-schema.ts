import { z } from 'zod';

/**
 * The parts of a Slack interaction the portal reads, with their types. Slack signs what it sends,
 * but a signed body is still only text: anything of another shape is refused with a 400 rather
 * than read as if it were right. Other keys are kept, since Slack adds fields freely.
 */
const ZStateValue = z.looseObject({
  selected_users: z.array(z.string()).optional(),
  selected_option: z.looseObject({ value: z.string().optional() }).nullable().optional(),
  value: z.string().nullable().optional(),
});

export const ZInteractionPayload = z.looseObject({
  type: z.string().optional(),
  team: z.looseObject({ id: z.string().optional() }).optional(),
  user: z.looseObject({ id: z.string().optional() }).optional(),
  view: z
    .looseObject({
      id: z.string().optional(),
      callback_id: z.string().optional(),
      state: z
        .looseObject({ values: z.record(z.string(), z.record(z.string(), ZStateValue)).optional() })
        .optional(),
    })
    .optional(),
});
