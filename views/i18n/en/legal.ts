// The terms of service and the privacy policy, in English.
import type { CatalogueOf } from '../catalogue-of.js';
import type { SPEC_LEGAL } from '../spec/legal.js';

export const EN_LEGAL: CatalogueOf<typeof SPEC_LEGAL> = {
  legal: {
    updated: (date: string) => `Last updated: ${date}`,
    terms: {
      title: 'Terms of Service',
      scopeHeading: '1. Scope',
      scope:
        'These terms apply to the use of the Discord bot and this dashboard (together “the service”). By adding the bot to a server or signing in to the dashboard, you agree to them.',
      costsHeading: '2. Costs',
      costs: 'The bot and the dashboard are free of charge. There are no paid features and no hidden fees.',
      accessHeading: '3. Access and permissions',
      access:
        'A server’s dashboard can only be opened by people who have the “Manage Server” (Manage Guild) permission on that server or whom the server has expressly given access. You are responsible for whom you give access on your server.',
      useHeading: '4. Acceptable use',
      use: 'The service must not be used for unlawful content, harassment, spam or breaches of Discord’s terms and policies. In case of abuse we may restrict or end the service for a server.',
      availabilityHeading: '5. Availability',
      availability:
        'We strive for reliable operation but cannot promise uninterrupted availability. Should the service be discontinued, we will announce it at least 7 days in advance.',
      retentionHeading: '6. Data retention',
      retention: (days: number) => `Ticket contents are deleted ${days} days after the ticket is closed.`,
      retentionDetails: 'Details on all data and periods are in the {link}.',
      privacyLink: 'Privacy Policy',
      liabilityHeading: '7. Liability',
      liability:
        'The service is provided free of charge and without warranty. We are liable only for intent and gross negligence, as far as the law permits.',
      changesHeading: '8. Changes',
      changes: 'We announce changes to these terms at least 7 days before they take effect.',
    },
    privacy: {
      title: 'Privacy Policy',
      dataHeading: '1. What data we process',
      data: 'When you sign in with Discord we receive your Discord ID, your username, your avatar and the list of your servers. For the bot’s features we store your servers’ settings as well as tickets and their transcripts.',
      purposeHeading: '2. Purpose',
      purpose:
        'We process this data only to provide the bot and the dashboard. We do not sell data and show no advertising.',
      retentionHeading: '3. Retention',
      tickets: (days: number) => `Ticket contents are deleted ${days} days after the ticket is closed.`,
      logs: 'Error and debug logs are deleted after 21 days.',
      audit: (days: number) => `Audit logs are deleted after ${days} days.`,
      moderation: 'Moderation data is kept only as long as the measure in question is active.',
      statistics: 'Statistics are stored only in anonymised form.',
      caches: 'Temporary caches are discarded within a few hours.',
      cookiesHeading: '4. Sign-in and cookies',
      cookies:
        'After you sign in, the dashboard sets a technically necessary session cookie. Your Discord access token stays on the server and never reaches your browser. Other cookies only remember which theme and language you chose, which time zone your browser is in (so that times of another zone name theirs), which version of the stylesheet your browser already has and, for a short time, a message or a form not yet saved. None is used for advertising or tracking.',
      costsHeading: '5. Costs',
      costs: 'The bot is free of charge; no payment data is collected for its use.',
      rightsHeading: '6. Your rights',
      rights:
        'You have the right to access, rectification, erasure and restriction of the processing of your data. Please contact the operators of this instance.',
      changesHeading: '7. Changes and discontinuation of the service',
      changes:
        'We announce changes to this privacy policy at least 7 days in advance. Should the service be discontinued, we will announce it at least 7 days beforehand.',
    },
  },
};
