import { createFileRoute } from '@tanstack/react-router';
import { MachinesIndex } from '../../../features/machines/machines-index';

/** /machines: one card per machine. */
export const Route = createFileRoute('/_app/machines/')({
  component: MachinesIndex,
});
