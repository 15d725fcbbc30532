// /dashboard/{guildId}/statistics: a placeholder ('Statistics page coming soon...' in the default wording).
import { useTexts } from '../i18n/texts-context.js';

export function StatisticsPage() {
  const texts = useTexts().statistics;
  return (
    <>
      <h1>{texts.title}</h1>
      <p className="card state">{texts.comingSoon}</p>
    </>
  );
}
