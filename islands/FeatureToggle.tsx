// One feature switch on the settings screen. Without JavaScript it is a form that posts the new state;
// with it, the switch flips at once, saves in the background and flips back if saving fails.
import { useState, type FormEvent } from 'react';
import { sessionEnded } from './_shared/session-ended.js';
import type { Texts } from '../views/i18n/texts.js';

export type FeatureToggleProps = {
  guildId: string;
  name: string;
  displayName: string;
  description: string;
  enabled: boolean;
  csrfToken: string;
  texts: Texts['settings']['toggle'];
};

export default function FeatureToggle({ guildId, name, displayName, description, enabled: initial, csrfToken, texts }: FeatureToggleProps) {
  const [enabled, setEnabled] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = !enabled;
    setEnabled(next);
    setError(null);
    try {
      const response = await fetch(`/api/guilds/${guildId}/features/${name}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
        body: JSON.stringify({ enabled: next }),
      });
      if (sessionEnded(response)) return;
      if (!response.ok) throw new Error(String(response.status));
    } catch {
      setEnabled(!next);
      setError(texts.failed);
    }
  }

  return (
    <form className="feature" method="post" onSubmit={submit}>
      <input type="hidden" name="_csrf" value={csrfToken} />
      <input type="hidden" name="intent" value="feature" />
      <input type="hidden" name="feature" value={name} />
      <input type="hidden" name="enabled" value={enabled ? 'false' : 'true'} />
      <div className="feature__text">
        <span className="feature__name">{displayName}</span>
        <span className="feature__description">{description}</span>
        {error ? (
          <span className="field__error" role="alert">
            {error}
          </span>
        ) : null}
      </div>
      <button className="switch-button" type="submit" role="switch" aria-checked={enabled} aria-label={displayName}>
        <span className="switch-button__state">{enabled ? texts.on : texts.off}</span>
      </button>
    </form>
  );
}
