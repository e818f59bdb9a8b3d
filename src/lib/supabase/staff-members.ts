import { staffAvatarSrc, type StaffMember } from '../../data/staff';
import { getSupabase } from './client';

const columns = 'id, name, role_label, phone, user_id, image';

interface StaffRow {
  id: string;
  name: string;
  role_label: string | null;
  phone: string | null;
  user_id: string | null;
  image: string | null;
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

/**
 * Changes a staff member's name, role label, phone and member link (the portrait stays).
 * @returns the saved staff member. @throws the PostgREST error (PGRST116 when the row is not visible
 * or not editable, e.g. for staff and trustees; 23505 / 23514 as for {@link insertStaffMember}).
 */
export async function updateStaffMember(id: string, details: StaffMemberDetails): Promise<StaffMember> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('staff_members')
    .update(rowOf(details))
    .eq('id', id)
    .select(columns)
    .single();
  if (error) throw error;
  return staffFromRow(data);
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
