// The Admin Control Panel of the global administrators.
// In English.
import { LIMITS } from '../../../server/contract/facts.js';
import type { CatalogueOf } from '../catalogue-of.js';
import type { SPEC_ADMIN } from '../spec/admin.js';

export const EN_ADMIN: CatalogueOf<typeof SPEC_ADMIN> = {
  admin: {
    title: 'Admin Control Panel',
    tabsLabel: 'Admin areas',
    tabs: {
      uebersicht: 'Overview',
      einstellungen: 'Settings',
      admins: 'Admins',
      server: 'Servers',
      aktivitaeten: 'Activity',
    },
    notAdmin: 'You have no admin permission for this panel.',
    levels: { 1: 'Standard admin', 2: 'Senior admin', 3: 'Super admin' },
    level: (level: number, name: string) => `Level ${level} · ${name}`,
    levelOption: (level: number, name: string) => `${level} ${name}`,
    bot: {
      title: 'Bot',
      unknown: 'The bot has not reported yet.',
      states: {
        starting: 'Connecting to Discord …',
        connected: 'Connected',
        reconnecting: 'Reconnecting …',
        standby: 'Waiting: another process is connected to Discord',
        stopped: 'Stopped',
      },
      problems: {
        bad_token:
          'Discord refused the bot token. Check DISCORD_BOT_TOKEN (Developer Portal → your application → Bot → Reset Token).',
        intents_disallowed:
          'Discord refuses privileged intents. In the Developer Portal, under Bot → Privileged Gateway Intents, switch on “Server Members Intent” and “Message Content Intent”.',
        intents_invalid: 'Discord refuses the requested intents as invalid.',
      },
      figures: (shards: number, guilds: number, at: string) =>
        `${shards} ${shards === 1 ? 'shard' : 'shards'}, ${guilds} servers, reported ${at}`,
    },
    counters: { servers: 'Servers', admins: 'Admins', settings: 'Settings', activity: 'Recent activity' },
    settings: 'Settings',
    key: 'Key',
    value: 'Value',
    type: 'Type',
    description: 'Description',
    updated: 'Updated',
    addSetting: 'Add a setting',
    admins: 'Administrators',
    user: 'User',
    levelLabel: 'Level',
    grantedBy: 'Granted by',
    grantedAt: 'Granted on',
    system: 'System',
    remove: 'Remove',
    removeQuestion: 'Really remove this admin?',
    addAdmin: 'Add an admin',
    userId: 'User ID',
    username: 'Username',
    noServers: 'No servers found',
    members: (count: number) => `${count} members`,
    moreFeatures: (count: number) => `+${count} more`,
    joined: (date: string) => `Joined: ${date}`,
    created: (date: string) => `Created: ${date}`,
    openDashboard: 'Admin dashboard',
    noActivity: 'No activity found.',
    server: (id: string) => `Server ${id}`,
    copyId: { label: 'Copy ID: {id}', copy: 'Copy ID', copied: 'Copied', selected: 'Selected – copy with Ctrl+C' },
    sessionFailed: 'Failed to create the admin session. Please try again.',
    keyAndValue: 'Key and value are required',
    badKey: `The key may only contain letters, digits, _ . - (at most ${LIMITS.setting.key}).`,
    settingFailed: 'Failed to add the setting',
    settingSaved: 'Setting saved',
    idAndName: 'User ID and username are required',
    badUserId: `A user ID has ${LIMITS.discordId.min} to ${LIMITS.discordId.max} digits.`,
    adminFailed: 'Failed to add the admin',
    alreadyAdmin: 'This user is an admin already.',
    adminAdded: 'Admin added',
    removeFailed: 'Failed to remove the admin',
    adminRemoved: 'Admin removed',
  },
};
