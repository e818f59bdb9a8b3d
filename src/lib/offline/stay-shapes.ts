import type { Stay } from '../supabase/stays';
import type { CommandKind, OutboxCommand, StayShape } from './commands';

/**
 * The stay writes' shapes (issue 31 "Availability holds offline"): how Needs attention's overlap card
 * reads a `stay.*` command refused because its room was taken meanwhile (`23P01`) — the room and
 * nights asked, the guest to copy — and sends it again in another room or on other nights. Here, not
 * in the commands table, so the first download stays small (issue 11): only the card loads it.
 */

/** A stay's guest as Copy gives it: name, phone and email, one per line (those known). */
const guestLines = (name: string, phone?: string | null, email?: string | null): string =>
  [name, phone, email].filter((line): line is string => Boolean(line?.trim())).join('\n');

/** The stay's room that `heldRoomId` names (else its first active room): what a refusal asks about. */
const heldRoom = (stay: Stay, heldRoomId?: string) => {
  const active = stay.rooms.filter((room) => !room.released);
  const room = active.find((one) => one.roomId === heldRoomId) ?? active[0] ?? stay.rooms[0];
  return {
    roomId: room?.roomId ?? '',
    roomName: room?.roomName ?? '',
    otherRoomIds: active.filter((one) => one.roomId !== room?.roomId).map((one) => one.roomId),
  };
};

/** Each stay write's shape, by kind. */
export const stayShapes: {
  [K in 'stay.book' | 'stay.changeDates' | 'stay.move']: StayShape<OutboxCommand<K>>;
} = {
  'stay.book': {
    asked: ({ input, roomNames }, heldRoomId) => {
      const index = Math.max(
        0,
        input.rooms.findIndex((room) => room.roomId === heldRoomId),
      );
      return {
        bookingId: null,
        roomId: input.rooms[index]?.roomId ?? '',
        roomName: roomNames[index] ?? '',
        arrival: input.arrival,
        departure: input.departure,
        otherRoomIds: input.rooms.filter((_, other) => other !== index).map((room) => room.roomId),
      };
    },
    guest: ({ input }) => guestLines(input.guestName, input.guestPhone, input.guestEmail),
    // The rate typed (or copied from the room taken) stays: it is what the guest was told.
    withRoom: (command, room, replacedRoomId) => ({
      ...command,
      input: {
        ...command.input,
        rooms: command.input.rooms.map((one) =>
          one.roomId === replacedRoomId ? { ...one, roomId: room.id } : one,
        ),
      },
      roomNames: command.input.rooms.map((one, index) =>
        one.roomId === replacedRoomId ? room.name : (command.roomNames[index] ?? ''),
      ),
    }),
    withDates: (command, arrival, departure) => ({
      ...command,
      input: { ...command.input, arrival, departure },
    }),
  },
  'stay.changeDates': {
    asked: ({ stay, arrival, departure, move }, heldRoomId) => {
      const held = heldRoom(stay, move ? move.fromRoomId : heldRoomId);
      return {
        bookingId: stay.id,
        ...held,
        ...(move ? { roomId: move.toRoomId, roomName: move.toRoomName } : {}),
        arrival,
        departure,
      };
    },
    guest: ({ stay }) =>
      guestLines(stay.contact?.name ?? stay.guestName, stay.contact?.phone, stay.contact?.email),
    withRoom: (command, room, replacedRoomId) => ({
      ...command,
      move: {
        fromRoomId: command.move?.fromRoomId ?? replacedRoomId,
        toRoomId: room.id,
        toRoomName: room.name,
      },
    }),
    withDates: (command, arrival, departure) => ({ ...command, arrival, departure }),
  },
  'stay.move': {
    asked: ({ stay, fromRoomId, toRoomId, toRoomName }) => ({
      bookingId: stay.id,
      roomId: toRoomId,
      roomName: toRoomName,
      arrival: stay.arrival,
      departure: stay.departure,
      otherRoomIds: heldRoom(stay, fromRoomId).otherRoomIds.concat(fromRoomId),
    }),
    guest: ({ stay }) =>
      guestLines(stay.contact?.name ?? stay.guestName, stay.contact?.phone, stay.contact?.email),
    withRoom: (command, room) => ({ ...command, toRoomId: room.id, toRoomName: room.name }),
    // A move on other nights: the dates change with the move, as one write.
    withDates: (
      { stay, fromRoomId, toRoomId, toRoomName, fromRoomName: _from, ...base },
      arrival,
      departure,
    ) => ({
      ...base,
      kind: 'stay.changeDates',
      stay,
      arrival,
      departure,
      move: { fromRoomId, toRoomId, toRoomName },
    }),
  },
};

const isStayKind = (kind: CommandKind): kind is keyof typeof stayShapes => kind in stayShapes;

/**
 * The stay shape of `command`'s kind, or null for a kind that is not a stay write: how Needs
 * attention reads and changes a stay refused because its room was taken meanwhile.
 */
export function stayShapeOf(command: OutboxCommand): StayShape<OutboxCommand> | null {
  // TypeScript cannot tie the union of shapes to the command's kind (a correlated union): each kind's
  // shape takes commands of its kind, and the card passes it only this command.
  return isStayKind(command.kind) ? (stayShapes[command.kind] as unknown as StayShape<OutboxCommand>) : null;
}
