// The auto response form's live preview. The preview itself is server HTML beside this island (the
// bot's message as the form was loaded, views/components/AutoResponseForm.tsx), so it shows without
// JavaScript; AutoResponsePreview.client.ts has the server render it anew while the form is filled in.
// Nothing of its own to show: the island is where the page says where to ask.
type AutoResponsePreviewProps = {
  /** Where the form's values are rendered as the bot's message (POST, the form's own fields). */
  href: string;
};

export default function AutoResponsePreview(_props: AutoResponsePreviewProps) {
  return null;
}
