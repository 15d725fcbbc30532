// A guild ID with a copy button. CopyId.client.ts copies it to the clipboard, or selects it where the
// clipboard is not available (plain http, old browsers). Without JavaScript the ID is selectable text.
import type { Texts } from '../views/i18n/texts.js';

type CopyIdProps = {
  id: string;
  texts: Texts['admin']['copyId'];
};

export default function CopyId({ id, texts }: CopyIdProps) {
  return (
    <span className="copy-id">
      <code className="copy-id__value">{id}</code>
      <button
        className="button button--small"
        type="button"
        data-copy={id}
        data-copied={texts.copied}
        data-selected={texts.selected}
        aria-label={texts.label.replace('{id}', id)}
      >
        {texts.copy}
      </button>
    </span>
  );
}
