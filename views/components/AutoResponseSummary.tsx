// A response in the list, in brief: its text, or its embed's colour, title and description, cut to a few
// lines (autoresponses.css), with Markdown and mentions as the bot's message shows them. The rest (the text
// above an embed, fields, footer, author, pictures, time) shows in the edit form's preview and, for those
// who may only look, in the response shown in full (?show=id): a list of a hundred whole embeds would be too
// long to read and to send.
import { Markdown } from '../markdown/Markdown.js';
import type { TranscriptContext } from '../transcript/context.js';
import { EmbedColorBar } from './EmbedColorBar.js';
import type { ResponseLook } from './AutoResponseMessage.js';

export function AutoResponseSummary({ look, ctx }: { look: ResponseLook; ctx: TranscriptContext }) {
  // An embed of fields alone says itself in full only; its text, if any, stands for it here.
  if (look.isEmbed && (look.embedTitle || look.embedDescription))
    return (
      <div className="embed">
        <EmbedColorBar color={look.embedColor ?? undefined} />
        <div className="embed__body">
          {look.embedTitle ? <div className="embed__title">{look.embedTitle}</div> : null}
          {look.embedDescription ? (
            <div className="embed__description">
              <Markdown text={look.embedDescription} ctx={ctx} />
            </div>
          ) : null}
        </div>
      </div>
    );
  return look.text ? (
    <div className="response-card__text">
      <Markdown text={look.text} ctx={ctx} />
    </div>
  ) : null;
}
