import { defineRouteData } from '../../engine/route-data.ts';
import { wheelSettingsQuery } from '../wheel/index.ts';

/** What the shell's header reads on every page: the wheel's public settings (its button, §7 Wheel), a guest's. */
export default defineRouteData({ queries: ({ signedIn }) => (signedIn ? [] : [wheelSettingsQuery('guest')]) });
