// The category form's parts beyond name and look: the questions, the team, the welcome, the Discord category.
import type { CatalogueOf } from '../catalogue-of.js';
import type { SPEC_CATEGORY_SETUP } from '../spec/category-setup.js';

export const EN_CATEGORY_SETUP: CatalogueOf<typeof SPEC_CATEGORY_SETUP> = {
  questions: 'Questions',
  questionsHint: (max: number) =>
    `Up to ${max} questions: the form in Discord asks them when a ticket opens. Without questions it asks for an optional reason.`,
  question: (number: number) => `Question ${number}`,
  addQuestion: (number: number) => `Add question ${number}`,
  label: 'Question',
  labelHint: 'Leave empty to remove the question.',
  style: 'Answer',
  short: 'Short (one line)',
  paragraph: 'Long (paragraph)',
  required: 'Required',
  placeholder: 'Placeholder',
  minLength: 'Minimum length',
  maxLength: 'Maximum length',
  team: 'Team',
  teamHint:
    'Only these roles see and handle the tickets of this category, with whoever has “Manage tickets”, the server owner and administrators. None chosen: the server’s ticket team.',
  roleGone: '(not found)',
  rolesGone: 'Roles that no longer exist in Discord are skipped. Untick them to take them out of the team.',
  rolesUnread: 'The server’s roles could not be loaded.',
  noRoles: 'The server has no roles that can be a team.',
  welcome: 'Welcome',
  welcomeHint:
    'Markdown. {user} mentions the opener, {category} and {server} stand for the names. Empty: the bot’s welcome.',
  preview: 'Preview',
  previewAnswer: '…',
  discordCategory: 'Category in Discord',
  discordCategoryDefault: 'As in the settings',
  discordCategoryHint: 'When it is full or deleted, the server’s setting applies.',
  discordCategoryGone: 'This category no longer exists in Discord: the server’s setting applies.',
  categoriesUnread: 'The categories in Discord could not be loaded.',
  failed: 'The category was not saved',
  changedSince: (who: string, when: string, fields: string) =>
    `${who} changed the category on ${when} (${fields}). What you typed is still here: save again to write it over that.`,
};
