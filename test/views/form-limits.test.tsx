// Every form field stops where the contract does: each form of the dashboard whose fields the contract
// limits is rendered, and every text field's maxlength is compared with the maxLength that the contract's
// schema of the field it feeds declares (its JSON Schema, read from the zod schema itself).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import t from 'tap';
import { z } from 'zod';
import type { Endpoint } from '../../server/contract/endpoint.js';
import { endpoints } from '../../server/contract/endpoints/index.js';
import { projectRoot } from '../../server/platform/paths.js';
import { SPEC_TEXTS } from '../../views/i18n/texts.js';
import { AdminPage } from '../../views/pages/AdminPage.js';
import type { AdminTab } from '../../views/pages/admin/admin-data.js';
import { AutoResponsesPage } from '../../views/pages/AutoResponsesPage.js';
import { CategoriesPage } from '../../views/pages/CategoriesPage.js';
import { QUESTION_SLOTS, questionFieldName } from '../../views/components/CategoryQuestions.js';
import { CategoryQuestion } from '../../server/contract/config.js';
import { EmbedExtras, EmbedField } from '../../server/contract/embed.js';
import { EMBED_PART_LIMITS } from '../../views/lib/embed-form.js';
import { PermissionsPage } from '../../views/pages/PermissionsPage.js';
import { TicketClosePage } from '../../views/pages/TicketClosePage.js';
import { TicketSettingsSection } from '../../views/components/TicketSettingsSection.js';
import { OPENING_CELLS, OPENING_FIELDS, openingFieldName } from '../../views/components/opening-hours-fields.js';
import { ClockTime, OpeningHours } from '../../server/contract/opening-hours.js';
import { DEFAULT_TICKET_SETTINGS } from '../../server/contract/ticket-settings.js';
import { everyScreen, render, shell } from '../helpers/catalogue.js';

const G = '100000000000000001';
const managing = { ...shell, access: { screens: everyScreen(true), grants: [] } };
const admin = (tab: AdminTab) => ({
  kind: 'panel' as const,
  tab,
  level: 3,
  settings: [],
  admins: [],
  activity: [],
  guilds: [],
  removing: null,
  editing: null,
  deleting: null,
  bot: null,
});

interface LimitedForm {
  /** The page with the form open. */
  page: ReactElement;
  /** The form's `intent`, which tells it from the page's other forms; null for a page's one form without any. */
  intent: string | null;
  /** The call the form's values end up in. */
  endpoint: Endpoint;
  /** Fields that feed a contract field of another name. */
  renamed?: Record<string, string>;
  /** Fields that feed a field nested in the call's body (a category's question), with its schema. */
  nested?: Record<string, z.ZodType>;
}

const CDN = 'https://cdn.discordapp.com';
/** The object inside an embed part that may be absent (`.nullable().default(null)`). */
const present = <T extends z.ZodObject>(part: z.ZodDefault<z.ZodNullable<T>>): T => part.unwrap().unwrap();
/** One source of a field's maxlength: the embed's parts share one input of their own, question slots and embed field rows theirs. */
const sourceOf = (name: string) =>
  name in EMBED_PART_LIMITS ? 'embed part' : name.replace(/^q\d+/, 'q#').replace(/^(fieldName|fieldValue)\d+$/, '$1#');

const FORMS: Record<string, LimitedForm> = {
  'a ticket category': {
    page: (
      <CategoriesPage
        data={{
          guildId: G,
          categories: [],
          step: { kind: 'new' },
          panel: { panels: [], channels: [], open: null },
          blocklist: { entries: [], roles: [], manage: true },
          cdnBase: CDN,
          setup: {
            roles: [],
            discordCategories: [],
            sender: { context: null, cdnBase: CDN },
            viewer: { userId: '200000000000000001', serverName: 'Demo Guild' },
            language: 'spec',
          },
        }}
        shell={managing}
        form={null}
      />
    ),
    intent: 'create',
    endpoint: endpoints.categories.create,
    renamed: { customEmoji: 'emoji' },
    nested: Object.fromEntries(
      QUESTION_SLOTS.flatMap((slot) => [
        [questionFieldName(slot, 'label'), CategoryQuestion.shape.label],
        [questionFieldName(slot, 'placeholder'), CategoryQuestion.shape.placeholder],
      ]),
    ),
  },
  'the ticket panel': {
    page: (
      <CategoriesPage
        data={{
          guildId: G,
          categories: [],
          step: { kind: 'list' },
          cdnBase: CDN,
          panel: { panels: [], channels: [{ id: '400000000000000001', name: 'tickets' }], open: 'new' },
          blocklist: { entries: [], roles: [], manage: true },
          setup: null,
        }}
        shell={managing}
        form={null}
      />
    ),
    intent: 'panel',
    endpoint: endpoints.ticketPanels.create,
  },
  'blocking from tickets': {
    page: (
      <CategoriesPage
        data={{
          guildId: G,
          categories: [],
          step: { kind: 'list' },
          cdnBase: CDN,
          panel: { panels: [], channels: null, open: null },
          blocklist: { entries: [], roles: [{ id: '300000000000000001', name: 'Moderator' }], manage: true },
          setup: null,
        }}
        shell={managing}
        form={null}
      />
    ),
    intent: 'block',
    endpoint: endpoints.ticketBlocklist.add,
    renamed: { userId: 'targetId', userName: 'targetName' },
  },
  'the ticket settings with their opening hours': {
    page: (
      <TicketSettingsSection
        data={{ settings: DEFAULT_TICKET_SETTINGS, categories: [], manage: true, hours: null }}
        form={null}
        csrf="csrf"
      />
    ),
    intent: 'tickets',
    endpoint: endpoints.guildSettings.updateTicketSettings,
    nested: {
      [OPENING_FIELDS.message]: OpeningHours.shape.message,
      ...Object.fromEntries(
        OPENING_CELLS.flatMap(({ day, slot }) => [
          [openingFieldName(day, slot, 'from'), ClockTime],
          [openingFieldName(day, slot, 'to'), ClockTime],
        ]),
      ),
    },
  },
  'an auto response': {
    page: (
      <AutoResponsesPage
        data={{ guildId: G, responses: [], query: '', step: { kind: 'new' }, sender: { context: null, cdnBase: '' } }}
        shell={managing}
        form={null}
      />
    ),
    intent: 'create',
    endpoint: endpoints.autoResponses.create,
    nested: {
      embedUrl: EmbedExtras.shape.url,
      embedAuthorName: present(EmbedExtras.shape.author).shape.name,
      embedAuthorUrl: present(EmbedExtras.shape.author).shape.url,
      embedAuthorIcon: present(EmbedExtras.shape.author).shape.iconUrl,
      embedFooterText: present(EmbedExtras.shape.footer).shape.text,
      embedFooterIcon: present(EmbedExtras.shape.footer).shape.iconUrl,
      embedImage: EmbedExtras.shape.imageUrl,
      embedThumbnail: EmbedExtras.shape.thumbnailUrl,
      fieldName0: EmbedField.shape.name,
      fieldValue0: EmbedField.shape.value,
    },
  },
  'a dashboard permission (the picker without JavaScript)': {
    page: (
      <PermissionsPage
        data={{
          guildId: G,
          entries: [],
          roles: [{ id: '300000000000000001', name: 'Moderator' }],
          step: { kind: 'add' },
        }}
        shell={managing}
        form={null}
      />
    ),
    intent: 'add',
    endpoint: endpoints.dashboardPermissions.add,
  },
  'closing a ticket from the dashboard': {
    page: (
      <TicketClosePage
        data={{
          guildId: G,
          ticket: {
            id: 9,
            user_id: '200000000000000013',
            username: 'Ada',
            reason: '',
            status: 'open',
            category_id: null,
            category_name: null,
            channel_id: null,
            created_at: '2026-11-20T10:00:00.000Z',
            closed_at: null,
            claimed_by: null,
            claimed_by_name: null,
            first_response_at: null,
            closed_by: null,
            close_requested_by: null,
            close_reason: null,
            close_kind: null,
            rating: null,
            feedback: null,
            rated_at: null,
            priority: 'normal',
            answers: [],
            last_activity_at: '2026-11-20T10:00:00.000Z',
          },
          channelHref: null,
          mayClose: true,
          now: '2026-11-22T10:00:00.000Z',
        }}
        shell={managing}
        form={null}
      />
    ),
    intent: null,
    endpoint: endpoints.tickets.requestClose,
  },
  'a global setting': {
    page: <AdminPage data={admin('einstellungen')} shell={shell} form={null} />,
    intent: 'setting',
    endpoint: endpoints.admin.putSetting,
  },
  'a global admin': {
    page: <AdminPage data={admin('admins')} shell={shell} form={null} />,
    intent: 'addAdmin',
    endpoint: endpoints.admin.addAdmin,
  },
};

type Attributes = Record<string, string>;
const attributesOf = (tag: string): Attributes =>
  Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((match) => [match[1]!.toLowerCase(), match[2]!]));
/** The fields of each form in the markup (React escapes `>` in attribute values, so a tag ends at the first one). */
const formsIn = (html: string): Attributes[][] =>
  [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].map(([form]) =>
    [...form.matchAll(/<(?:input|textarea)\b[^>]*>/g)].map(([tag]) => attributesOf(tag)),
  );
/** Fields people type text into (not hidden, choices, colours, numbers or dates). */
const typed = (field: Attributes) =>
  !['hidden', 'radio', 'checkbox', 'color', 'number', 'date'].includes(field.type ?? 'text');

/** The schema of the contract field a form field feeds: the call's body first, then its path. */
function contractField(endpoint: Endpoint, name: string): z.ZodType | undefined {
  for (const part of [endpoint.body, endpoint.params]) {
    const shape = (part as z.ZodObject | undefined)?.shape;
    if (shape && Object.hasOwn(shape, name)) return shape[name];
  }
  return undefined;
}

/** The longest text a schema accepts as its JSON Schema declares it (a nullable one in its string branch), or null for no limit. */
function declaredMaxLength(schema: z.ZodType): number | null {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    maxLength?: number;
    anyOf?: { maxLength?: number }[];
  };
  return [json, ...(json.anyOf ?? [])].find((branch) => typeof branch.maxLength === 'number')?.maxLength ?? null;
}

const checked = new Set<string>();
for (const [subject, form] of Object.entries(FORMS)) {
  t.test(`the form for ${subject}: each text field's maxlength is the contract's`, async (t) => {
    const forms = formsIn(render(form.page, SPEC_TEXTS)).filter((fields) =>
      form.intent === null
        ? fields.every((field) => field.name !== 'intent')
        : fields.some((field) => field.name === 'intent' && field.value === form.intent),
    );
    t.equal(forms.length, 1, `the page shows the form (intent ${form.intent})`);
    const fields = (forms[0] ?? []).filter(typed);
    t.ok(fields.length > 0, 'it has text fields');
    for (const field of fields) {
      const name = field.name ?? '';
      const schema = form.nested?.[name] ?? contractField(form.endpoint, form.renamed?.[name] ?? name);
      if (!schema) {
        t.fail(`${name}: feeds no field of ${form.endpoint.method} ${form.endpoint.path}`);
        continue;
      }
      const shown = field.maxlength === undefined ? null : Number(field.maxlength);
      t.equal(shown, declaredMaxLength(schema), `${name}: maxlength ${field.maxlength ?? 'none'}`);
      // Fields drawn by one element of the sources (question slots, the embed's parts) are counted once.
      if (shown !== null) checked.add(`${subject}: ${sourceOf(name)}`);
    }
  });
}

t.test('no maxlength of the views and islands is left unchecked', async (t) => {
  const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap((entry) =>
      statSync(join(dir, entry)).isDirectory()
        ? sources(join(dir, entry))
        : entry.endsWith('.tsx')
          ? [join(dir, entry)]
          : [],
    );
  const written = ['views', 'islands']
    .flatMap((dir) => sources(join(projectRoot, dir)))
    .reduce((sum, file) => sum + (readFileSync(file, 'utf8').match(/\bmaxLength=/g)?.length ?? 0), 0);
  t.ok(written > 0, `${written} maxLength attributes in the sources`);
  t.equal(checked.size, written, `each is one of the fields checked above: ${[...checked].join(', ')}`);
});
