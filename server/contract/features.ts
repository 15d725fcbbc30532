// The known features' names and descriptions in the default wording: the bot API sends them with each
// feature, and they are the interface's default catalogue's too.
import type { FeatureName } from './common.js';

export const FEATURE_TEXTS = {
  tickets: {
    name: 'Ticket-System',
    description: 'Mitglieder können Tickets öffnen; das Team bearbeitet sie in eigenen Kanälen.',
  },
  autoresponses: {
    name: 'Auto Responses',
    description: 'Der Bot antwortet automatisch auf festgelegte Schlüsselwörter.',
  },
  statistics: {
    name: 'Statistiken',
    description: 'Der Bot sammelt anonymisierte Statistiken über die Server-Aktivität.',
  },
  autoroles: {
    name: 'Auto-Roles',
    description: 'Neue Mitglieder erhalten beim Beitritt automatisch festgelegte Rollen.',
  },
} satisfies Record<FeatureName, { name: string; description: string }>;
