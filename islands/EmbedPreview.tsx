// Live preview of an auto-response embed. The server renders it from the form's values;
// EmbedPreview.client.ts keeps it in step with the inputs while typing, without React.
import { DEFAULT_COLOR, HEX_COLOR } from '../server/contract/facts.js';
import { EmbedColorBar } from '../views/components/EmbedColorBar.js';

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
      <EmbedColorBar fill={HEX_COLOR.test(color) ? color : DEFAULT_COLOR} preview="color" />
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
