import type { MessageTemplate } from '../../data/experience';
import { getSupabase } from './client';

/**
 * The lodge's ready-made messages (Guest Experience "communication tools"), in their order.
 * @throws the PostgREST error.
 */
export async function fetchMessageTemplates(lodgeId: string): Promise<MessageTemplate[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('message_templates')
    .select('id, title, channel, text:body')
    .eq('lodge_id', lodgeId)
    .order('position')
    .order('created_at');
  if (error) throw error;
  return data;
}
