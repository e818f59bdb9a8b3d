import { staffAvatarSrc, type StaffMember } from '../../data/staff';
import { getSupabase } from './client';
import { changedColumns, updateIfUnchanged, type Edited } from './update-if-unchanged';

const columns = 'id, name, role_label, phone, user_id, image, updated_at';

interface StaffRow {
  id: string;
  name: string;
  role_label: string | null;
  phone: string | null;
  user_id: string | null;
  image: string | null;
  /** The version an edit is conditional on (issue 33). */
  updated_at?: string;
}

/** What a manager types for a staff member (issue 8: name, role label, phone, optional member link). */
export interface StaffMemberDetails {
  /** Required, 1-120 characters after trimming. */
  name: string;
  /** Display text only ("Tour Guide"); blank is stored as null. At most 60 characters. */
  role: string;
  /** Blank is stored as null. At most 40 characters. */
  phone: string;
  /** The lodge member this person signs in as, or null for someone without an account. */
  userId: string | null;
}

function staffFromRow(row: StaffRow): StaffMember {
  return {
    id: row.id,
    name: row.name,
    role: row.role_label ?? '',
    phone: row.phone,
    userId: row.user_id,
    avatar: staffAvatarSrc(row.image),
    ...(row.updated_at ? { updatedAt: row.updated_at } : {}),
  };
}

const rowOf = (details: StaffMemberDetails) => ({
  name: details.name.trim(),
  role_label: details.role.trim() || null,
  phone: details.phone.trim() || null,
  user_id: details.userId,
});

/** The lodge's staff list by name. @throws the PostgREST error. */
export async function fetchStaffMembers(lodgeId: string): Promise<StaffMember[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('staff_members')
    .select(columns)
    .eq('lodge_id', lodgeId)
    .order('name');
  if (error) throw error;
  return data.map(staffFromRow);
}

/**
 * Adds a person to the lodge's staff list under a client-made `id` (a retried save cannot add them
 * twice). @returns the saved staff member. @throws the PostgREST error: 42501 for staff and trustees,
 * 23505 when `userId` is already linked to another staff member, 23514 for a blank or too long field.
 */
export async function insertStaffMember(
  lodgeId: string,
  id: string,
  details: StaffMemberDetails,
): Promise<StaffMember> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('staff_members')
    .insert({ id, lodge_id: lodgeId, ...rowOf(details) })
    .select(columns)
    .single();
  if (error) throw error;
  return staffFromRow(data);
}

/** The details a form opened with, from the staff member as it showed them. */
export const staffDetailsOf = (member: StaffMember): StaffMemberDetails => ({
  name: member.name,
  role: member.role,
  phone: member.phone ?? '',
  userId: member.userId,
});

/**
 * Changes what the person changed of a staff member's name, role label, phone and member link (the
 * portrait stays) against `opened` (as the form showed them), only while the row is still the version
 * `seen` (default: `opened`'s; Keep mine passes theirs). Issue 33 "No lost updates, anywhere".
 * @returns `{ saved }`, or `{ theirs }` when someone changed it meanwhile (nothing written).
 * @throws `RowGone` when it was deleted or is not editable (staff and trustees); the PostgREST error
 * (23505 / 23514 as for {@link insertStaffMember}).
 */
export function updateStaffMember(
  opened: StaffMember,
  details: StaffMemberDetails,
  seen: string | null | undefined = opened.updatedAt,
): Promise<Edited<StaffMember>> {
  const changes = changedColumns(rowOf(staffDetailsOf(opened)), rowOf(details));
  return updateIfUnchanged('staff_members', opened.id, seen, changes, columns, staffFromRow);
}

/**
 * Removes a person from the staff list; their shifts go with them and bookings they guide keep no
 * guide (the foreign keys' `on delete`). @throws the PostgREST error (42501 for staff and trustees).
 */
export async function deleteStaffMember(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('staff_members').delete().eq('id', id);
  if (error) throw error;
}

/** For the day pack (issue 9): the mapper, shared so the pack shows what the screen shows. */
export { staffFromRow as staffMemberFromRow };
