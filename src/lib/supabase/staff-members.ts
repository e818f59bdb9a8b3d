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
