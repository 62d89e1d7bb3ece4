import { SportChooser } from './sport-chooser.tsx';

/** The §2 sport/ chooser modal (config/modals.ts): prematch counts, then the Sport pages of its menu slot. */
export default function SportChooserScreen() {
  return <SportChooser section="prematch" menuSlot="sport-chooser" />;
}
