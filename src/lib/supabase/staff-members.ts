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

/** What a manager fills in for a staff member. */
export interface StaffDetails {
  name: string;
  role: string;
  phone: string | null;
  userId: string | null;
}

/** Adds a person to the staff list (managers). @returns the saved row. @throws the PostgREST error. */
export async function insertStaffMember(lodgeId: string, details: StaffDetails): Promise<StaffMember> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('staff_members')
    .insert({
      id: crypto.randomUUID(),
      lodge_id: lodgeId,
      name: details.name,
      role_label: details.role,
      phone: details.phone,
      user_id: details.userId,
    })
    .select(columns)
    .single();
  if (error) throw error;
  return staffFromRow(data);
}
