// Every island the views can place, with its hydration strategy. The name must equal the file name in
// islands/, which is how the client build finds the module.
import { island } from './island.js';
import AdminCountdown from '../islands/AdminCountdown.js';
import AutoResponsePreview from '../islands/AutoResponsePreview.js';
import AutoResponseSearch from '../islands/AutoResponseSearch.js';
import AutoRoleAdd from '../islands/AutoRoleAdd.js';
import CommandMatrix from '../islands/CommandMatrix.js';
import CopyId from '../islands/CopyId.js';
import DemoFollow from '../islands/DemoFollow.js';
import EntityPicker from '../islands/EntityPicker.js';
import FeatureToggle from '../islands/FeatureToggle.js';
import MentionPicker from '../islands/MentionPicker.js';
import NavMenuButton from '../islands/NavMenuButton.js';
import ThemeToggle from '../islands/ThemeToggle.js';
import TranscriptDialog from '../islands/TranscriptDialog.js';

export { transcriptLinkData } from '../islands/TranscriptDialog.js';

// Tiny and React-free, so it can start at once.
export const ThemeToggleIsland = island('ThemeToggle', ThemeToggle, 'load');
export const NavMenuButtonIsland = island('NavMenuButton', NavMenuButton, 'load');
// Needs React: fetch it only once the banner is on screen.
export const AdminCountdownIsland = island('AdminCountdown', AdminCountdown, 'visible');
// One per tickets page, tiny and React-free: the rows' links open it as soon as the page has loaded.
export const TranscriptDialogIsland = island('TranscriptDialog', TranscriptDialog, 'load');
// Both React-free in the browser; the preview's island has no markup of its own to watch come into view.
export const AutoResponseSearchIsland = island('AutoResponseSearch', AutoResponseSearch, 'idle');
export const AutoResponsePreviewIsland = island('AutoResponsePreview', AutoResponsePreview, 'idle');
export const MentionPickerIsland = island('MentionPicker', MentionPicker, 'idle');
// A click should answer at once: React is fetched when the switch is about to be used.
export const FeatureToggleIsland = island('FeatureToggle', FeatureToggle, 'interaction');
export const AutoRoleAddIsland = island('AutoRoleAdd', AutoRoleAdd, 'load');
export const CommandMatrixIsland = island('CommandMatrix', CommandMatrix, 'visible');
export const EntityPickerIsland = island('EntityPicker', EntityPicker, 'visible');
export const CopyIdIsland = island('CopyId', CopyId, 'visible');
// On the stand-in's Demo-Discord page (server/dashboard/render/demo-page-looks.ts lends it); React-free.
export const DemoFollowIsland = island('DemoFollow', DemoFollow, 'idle');
