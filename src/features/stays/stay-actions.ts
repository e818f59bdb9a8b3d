import type { StayAction, StayAfterAction, StayActionInput } from '../../../machines/stay.machine';
import type { ShownStay } from '../../lib/offline/commands';
import type { OutboxPerson } from '../../lib/offline/queued-writes';
import type { Room } from '../../lib/supabase/rooms';
import type { StaysWrites } from './stays.writes';

/**
 * Runs one of the stay machine's actions through `writes` (issue 31): status changes and check in /
 * out online, with the version the person saw; Extend / Shorten and Move through the outbox (they
 * work with no signal and come back `pending`). `onSaved` gets the stay as it is now.
 * @returns the status and version for the machine. @throws the server's refusal.
 */
export async function runStayAction(
  { action, version }: StayActionInput,
  stay: ShownStay,
  rooms: readonly Room[],
  writes: StaysWrites,
  person: OutboxPerson | null,
  onSaved: (stay: ShownStay) => void,
): Promise<StayAfterAction> {
  const seen = { ...stay, version };
  const saved = await send(action, seen, rooms, writes, person);
  onSaved(saved);
  return { status: saved.status, version: saved.version };
}

function send(
  action: StayAction,
  stay: ShownStay,
  rooms: readonly Room[],
  writes: StaysWrites,
  person: OutboxPerson | null,
): Promise<ShownStay> {
  const { pending: _shown, ...seen } = stay;
  const nameOf = (roomId: string) => rooms.find((room) => room.id === roomId)?.name ?? 'another room';
  switch (action.kind) {
    case 'confirm':
      return writes.setStayStatus({ bookingId: stay.id, version: stay.version, status: 'confirmed' });
    case 'cancel':
      return writes.setStayStatus({ bookingId: stay.id, version: stay.version, status: 'cancelled' });
    case 'noShow':
      return writes.setStayStatus({ bookingId: stay.id, version: stay.version, status: 'no_show' });
    case 'checkIn':
      return writes.checkInStay({ bookingId: stay.id, version: stay.version });
    case 'checkOut':
      return writes.checkOutStay({ bookingId: stay.id, version: stay.version });
    case 'changeDates':
      return writes.changeStayDates(
        { lodgeId: stay.lodgeId, stay: seen, arrival: action.arrival, departure: action.departure },
        person,
      );
    case 'move':
      return writes.moveStay(
        {
          lodgeId: stay.lodgeId,
          stay: seen,
          fromRoomId: action.fromRoomId,
          toRoomId: action.toRoomId,
          fromRoomName: nameOf(action.fromRoomId),
          toRoomName: nameOf(action.toRoomId),
        },
        person,
      );
  }
}
