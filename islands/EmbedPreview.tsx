// Live preview of an auto-response embed. The server renders it from the form's values;
// EmbedPreview.client.ts keeps it in step with the inputs while typing, without React.
import { DEFAULT_COLOR, HEX_COLOR } from '../server/contract/facts.js';

type EmbedPreviewProps = {
  title: string;
  description: string;
  color: string;
  /** What the preview shows while a field is empty. */
  texts: { title: string; description: string };
};

export default function EmbedPreview({ title, description, color, texts }: EmbedPreviewProps) {
  return (
    <div className="embed embed--preview" aria-live="polite">
      <svg
        className="embed__bar"
        aria-hidden="true"
        focusable="false"
        width="4"
        height="100%"
        preserveAspectRatio="none"
        viewBox="0 0 4 10"
      >
        <rect width="4" height="10" fill={HEX_COLOR.test(color) ? color : DEFAULT_COLOR} data-preview="color" />
      </svg>
      <div className="embed__body">
        <div className="embed__title" data-preview="title" data-empty={texts.title}>
          {title || texts.title}
        </div>
        <div className="embed__description" data-preview="description" data-empty={texts.description}>
          {description || texts.description}
        </div>
      </div>
    </div>
  );
}
