import * as stays from '../supabase/stays';

/**
 * What a queued date change carries (the commands table's `stay.changeDates` payload, read here by
 * shape so this module, loaded on the first send, does not import the table back: issue 35, no circle).
 */
export interface DatesToSend {
  stay: Pick<stays.Stay, 'id' | 'version'>;
  arrival: string;
  departure: string;
  move?: { fromRoomId: string; toRoomId: string };
}

/**
 * Sends a date change, moving the stay to another room first when Needs attention chose one
 * (`command.move`). A move that already reached the server (the send was cut after it) is not made
 * twice: its stale version is answered by reading the stay, which holds the new room already.
 */
export async function sendDates({ stay, arrival, departure, move }: DatesToSend) {
  let version = stay.version;
  if (move) {
    try {
      version = (
        await stays.moveStayRoom({
          bookingId: stay.id,
          version,
          fromRoomId: move.fromRoomId,
          toRoomId: move.toRoomId,
        })
      ).version;
    } catch (error) {
      const now = stays.isStaleVersion(error) ? await stays.getStay(stay.id) : null;
      const movedAlready = now?.rooms.some((room) => room.roomId === move.toRoomId && !room.released);
      if (!now || !movedAlready || now.version !== stay.version + 1) throw error;
      version = now.version;
    }
  }
  return stays.changeStayDates({ bookingId: stay.id, version, arrival, departure });
}
