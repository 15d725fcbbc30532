// Fixture pages for testing the render pipeline and the layout shell before the real guild screens exist.
import { z } from 'zod';
import { HttpError } from '../../server/dashboard/lib/http-error.js';
import { fieldValue } from '../../views/lib/form-state.js';
import { defineRoute, invalid, redirectTo } from '../../server/dashboard/routes/define-route.js';
import type { RegisteredRoute } from '../../server/dashboard/routes/registered-route.js';
import type { ViewProps } from '../../views/view-props.js';
import { formError } from '../../server/dashboard/lib/form.js';
import { SPEC_TEXTS } from '../../views/i18n/texts.js';
import { AdminCountdownIsland } from '../../views/islands.js';
import type { ShellUser } from '../../views/shell.js';
import { UpstreamError } from '../../server/contract/client.js';

export const FIXTURE_USER: ShellUser = {
  id: '200000000000000001',
  username: 'demo-owner',
  discriminator: '4821',
  avatarUrl: '/favicon.ico',
};
export const FIXTURE_GUILD_ID = '100000000000000001';

interface NoteData {
  notes: string[];
  renderedAt: number;
}

const notes: string[] = [];

function NotesView({ data, form }: ViewProps<NoteData>) {
  return (
    <section>
      <h1>Notes</h1>
      <ul className="notes">
        {data.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <form method="post">
        {form?.errors.form.map((message) => (
          <p key={message} className="form-error">
            {message}
          </p>
        ))}
        <input name="title" defaultValue={fieldValue(form?.values, 'title') ?? ''} />
        {form?.errors.fields.title?.map((message) => (
          <p key={message} className="field-error">
            {message}
          </p>
        ))}
        <button type="submit">Save</button>
      </form>
      <AdminCountdownIsland
        expiresAt={data.renderedAt + 90 * 60_000}
        renderedAt={data.renderedAt}
        texts={SPEC_TEXTS.countdown}
      />
    </section>
  );
}

/** A guild-style page with a form action, a load-error switch and an island, shown in the dashboard layout. */
export const notesRoute: RegisteredRoute = defineRoute({
  path: '/__test/dashboard/:guildId/tickets',
  params: z.object({ guildId: z.string().regex(/^\d{17,20}$/) }),
  query: z.object({ fail: z.enum(['upstream', 'bug', 'forbidden']).optional() }),
  layout: 'dashboard',
  title: () => 'Notes',
  loadError: (texts) => texts.loadErrors.tickets,
  load: (ctx) => {
    const { query } = ctx;
    if (query.fail === 'upstream') throw new UpstreamError(503, 'bot API unavailable');
    if (query.fail === 'bug') throw new Error('secret internal detail');
    if (query.fail === 'forbidden') throw new HttpError(403, 'Kein Zugriff auf diesen Server.');
    return { notes: [...notes], renderedAt: ctx.app.now().getTime() };
  },
  view: NotesView,
  action: {
    schema: z.strictObject({ title: z.string().trim().min(1, 'Titel ist erforderlich').max(40) }),
    run: async (ctx, input, values) => {
      if (input.title === 'duplicate')
        return invalid(formError(values, 'Diese Notiz existiert bereits!', 'title'), 409);
      notes.push(input.title);
      return redirectTo(ctx.request.url, { kind: 'success', text: 'Notiz gespeichert' });
    },
  },
});
