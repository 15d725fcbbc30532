// A guild ID with a copy button. CopyId.client.ts copies it to the clipboard, or selects it where the
// clipboard is not available (plain http, old browsers). Without JavaScript the ID is selectable text.
export type CopyIdProps = {
  id: string;
};

export default function CopyId({ id }: CopyIdProps) {
  return (
    <span className="copy-id">
      <code className="copy-id__value">{id}</code>
      <button className="button button--small" type="button" data-copy={id} aria-label={`ID kopieren: ${id}`}>
        ID kopieren
      </button>
    </span>
  );
}
