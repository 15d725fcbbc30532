// The auto response form's mention picker (views/components/MentionPicker.tsx) with JavaScript: its
// *Einfügen* buttons insert the mention where the cursor is (MentionPicker.client.ts) instead of sending
// the form. Nothing of its own to show: the selects and buttons are the server's, and work without it.
export default function MentionPicker(_props: Record<string, never>) {
  return null;
}
