// The category form's welcome as the bot's message (message-preview.tsx): what the preview island shows
// while the form is filled in (the same island as the auto responses').
import { z } from 'zod';
import { LIMITS } from '../../../contract/index.js';
import { guildRights } from '../guild-rights.js';
import { CATALOGUES } from '../../../../views/i18n/catalogues.js';
import { welcomeLook } from '../../../../views/components/WelcomePreview.js';
import { QUESTION_SLOTS, questionFieldName } from '../../../../views/components/CategoryQuestions.js';
import { messagePreviewRoute, previewText } from './message-preview.js';
import { viewerNames } from './category-setup-form.js';

const PreviewFields = z.object({
  name: previewText(LIMITS.category.name),
  emoji: previewText(LIMITS.emoji),
  customEmoji: previewText(LIMITS.emoji),
  color: previewText(7),
  welcomeMessage: previewText(LIMITS.welcomeMessage),
  ...Object.fromEntries(
    QUESTION_SLOTS.flatMap((slot) => [
      [questionFieldName(slot, 'label'), previewText(LIMITS.ticketQuestions.label)],
      [questionFieldName(slot, 'placeholder'), previewText(LIMITS.ticketQuestions.placeholder)],
    ]),
  ),
});

export const categoryPreviewRoute = messagePreviewRoute({
  path: '/dashboard/:guildId/ticket-categories/preview',
  id: 'welcome-preview',
  fields: PreviewFields,
  lookOf: async ({ fields, request, api, userId, guildId }) => {
    const draft = {
      name: fields.name!,
      emoji: fields.emoji === 'custom' ? fields.customEmoji! : fields.emoji!,
      color: fields.color!.toUpperCase(),
      welcomeMessage: fields.welcomeMessage!,
      questions: QUESTION_SLOTS.map((slot) => ({
        label: fields[questionFieldName(slot, 'label')] ?? '',
        placeholder: fields[questionFieldName(slot, 'placeholder')] ?? '',
      })),
    };
    const rights = await guildRights(request, api, guildId);
    const viewer = { userId, serverName: rights?.guild?.name ?? '' };
    return welcomeLook(draft, viewer, request.language, CATALOGUES[request.language].categories.setup.previewAnswer);
  },
  userNames: ({ request, userId }) => viewerNames(request, userId),
});
