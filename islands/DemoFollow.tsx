// The Demo-Discord page following new messages (server/stand-in/demo/): a line, hidden until the script
// runs, that says the page follows them. DemoFollow.client.ts does the following without React; without
// JavaScript the page refreshes itself only while the bot owes an answer (a meta refresh) and otherwise
// has its Aktualisieren link.
type DemoFollowProps = {
  /** What the line says once the page follows new messages. */
  label: string;
  /** How often the page looks again, in milliseconds. */
  every: number;
};

export default function DemoFollow({ label, every }: DemoFollowProps) {
  return (
    <p className="demo-message__small demo-follow" data-every={every} hidden>
      {label}
    </p>
  );
}
