// The auto response form's values as the bot's message (message-preview.tsx): what the AutoResponsePreview
// island shows while the form is filled in, exactly what the page shows after saving.
import { z } from 'zod';
import { LOOK_FIELD_LIMITS, lookOfForm } from '../../../../views/lib/embed-form.js';
import { messagePreviewRoute, previewText } from './message-preview.js';

/** The fields the message is made of; the form's others (intent, key, trigger, the picker) are ignored. */
const PreviewFields = z.object(
  Object.fromEntries(Object.entries(LOOK_FIELD_LIMITS).map(([name, limit]) => [name, previewText(limit)])),
);

export const autoResponsePreviewRoute = messagePreviewRoute({
  path: '/dashboard/:guildId/autoresponses/preview',
  id: 'preview',
  fields: PreviewFields,
  lookOf: ({ fields }) => lookOfForm((name) => fields[name] ?? ''),
});
