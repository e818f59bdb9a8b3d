import { createFileRoute } from '@tanstack/react-router';
import { MachinesScreen } from '../../features/machines/machines-screen';

/** /machines: the app's state machines as live diagrams (signed in only, via the `_app` guard). */
export const Route = createFileRoute('/_app/machines')({
  component: MachinesScreen,
});
