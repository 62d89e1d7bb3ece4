import { SportChooser } from './sport-chooser.tsx';

/** The §2 sport-live chooser modal (config/modals.ts): live counts, then the Live pages of its menu slot. */
export default function SportLiveChooserScreen() {
  return <SportChooser section="live" menuSlot="sport-live-chooser" />;
}
