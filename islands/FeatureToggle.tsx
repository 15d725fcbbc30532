// One feature switch on the settings screen. Without JavaScript it is a form that posts the new state;
// with it, the switch flips at once, saves in the background and flips back if saving fails.
import { useState, type FormEvent } from 'react';
import { fillPath, ISLAND_API } from '../server/contract/facts.js';
import { CsrfField } from '../views/components/CsrfField.js';
import type { Texts } from '../views/i18n/texts.js';
import { callApi } from './_shared/api.js';

type FeatureToggleProps = {
  guildId: string;
  name: string;
  displayName: string;
  description: string;
  enabled: boolean;
  csrfToken: string;
  texts: Texts['settings']['toggle'];
};

export default function FeatureToggle({
  guildId,
  name,
  displayName,
  description,
  enabled: initial,
  csrfToken,
  texts,
}: FeatureToggleProps) {
  const [enabled, setEnabled] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = !enabled;
    setEnabled(next);
    setError(null);
    const result = await callApi(fillPath(ISLAND_API.feature, { guildId, featureName: name }), {
      method: 'PUT',
      csrfToken,
      body: { enabled: next },
    });
    if (result.kind === 'ok' || result.kind === 'signed-out') return;
    setEnabled(!next);
    setError(texts.failed);
  }

  return (
    <form className="feature" method="post" onSubmit={submit}>
      <CsrfField token={csrfToken} />
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
