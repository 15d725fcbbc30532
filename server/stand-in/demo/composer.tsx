// The composer: a message's text and, where the member may attach files, one file to go with it. It is
// on the channel's page, and again on the refusal of a message, holding what was typed.
import { MESSAGE_CHARACTERS } from '../act/messages.js';
import type { DemoTexts } from '../texts.js';
import { TOKEN_FIELD } from './cookies.js';
import { FILE_FIELD, UPLOAD_MEGABYTES } from './upload.js';

/** What a refused message gives back: the text as typed, and whether a file went with it. */
export interface Draft {
  content: string;
  withFile: boolean;
}

export function Composer({
  texts,
  token,
  channelPath,
  channelName,
  mayAttach,
  draft,
}: {
  texts: DemoTexts;
  token: string;
  /** The channel page's path; the form posts below it. */
  channelPath: string;
  channelName: string;
  mayAttach: boolean;
  draft?: Draft | undefined;
}) {
  const label = texts.messageLabel(channelName);
  return (
    <form
      method="post"
      action={`${channelPath}/messages`}
      // Only a form that offers a file needs the type that carries one.
      encType={mayAttach ? 'multipart/form-data' : undefined}
      className="demo-composer"
    >
      <input type="hidden" name={TOKEN_FIELD} value={token} />
      {draft?.withFile ? <p className="demo-message__small">{texts.refusals.chooseFileAgain}</p> : null}
      {/* A file alone is a message too, so with a file input the text may stay empty. */}
      <textarea
        name="content"
        rows={2}
        required={!mayAttach}
        maxLength={MESSAGE_CHARACTERS}
        aria-label={label}
        placeholder={label}
        defaultValue={draft?.content}
      />
      {mayAttach ? (
        <label className="demo-attach">
          <span className="demo-message__small">{texts.attachLabel(UPLOAD_MEGABYTES)}</span>
          <input type="file" name={FILE_FIELD} />
        </label>
      ) : null}
      <button type="submit" className="button button--primary">
        {texts.send}
      </button>
    </form>
  );
}
