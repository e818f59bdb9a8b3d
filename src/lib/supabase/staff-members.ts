import { staffAvatarSrc, type StaffMember } from '../../data/staff';
import { getSupabase } from './client';
import type { Database } from './database.types';

type StaffRow = Database['public']['Tables']['staff_members']['Row'];
const columns = 'id, name, role_label, phone, user_id, avatar';

function staffFromRow(
  row: Pick<StaffRow, 'id' | 'name' | 'role_label' | 'phone' | 'user_id' | 'avatar'>,
): StaffMember {
  return {
    id: row.id,
    name: row.name,
    role: row.role_label,
    phone: row.phone,
    userId: row.user_id,
    avatar: staffAvatarSrc(row.avatar),
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
