import type { MessageTemplate } from '../../data/experience';
import { getSupabase } from './client';
import { changedColumns, updateIfUnchanged, type Edited } from './update-if-unchanged';

/**
 * The `position` of a row added in the app: after the ones the lodge started with (1, 2, 3), and
 * among themselves in the order they were added (the list's second key is `created_at`).
 */
const ADDED_POSITION = 1000;

/**
 * The lodge's ready-made messages (Guest Experience "communication tools"), in their order.
 * @throws the PostgREST error.
 */
export async function fetchMessageTemplates(lodgeId: string): Promise<MessageTemplate[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('message_templates')
    .select(columns)
    .eq('lodge_id', lodgeId)
    .order('position')
    .order('created_at');
  if (error) throw error;
  return data.map(templateFromRow);
}

const columns = 'id, title, channel, text:body, updated_at';

/** A `message_templates` row as the app's MessageTemplate (`updatedAt`: the version an edit is conditional on, issue 33). */
const templateFromRow = ({
  updated_at,
  ...row
}: Omit<MessageTemplate, 'updatedAt'> & { updated_at?: string }): MessageTemplate => ({
  id: row.id,
  title: row.title,
  channel: row.channel,
  text: row.text,
  ...(updated_at ? { updatedAt: updated_at } : {}),
});

/** What an owner or manager may change on a message template (issue 18). */
export type MessageTemplateChanges = Omit<MessageTemplate, 'id' | 'updatedAt'>;

/** The `message_templates` columns a template's changes write. */
const templateColumns = (changes: MessageTemplateChanges) => ({
  title: changes.title.trim(),
  channel: changes.channel.trim(),
  body: changes.text,
});

/**
 * Changes what the person changed of a message template (owners and managers; `{lodge}` in the text
 * stays a placeholder) against `opened` (as the form showed it), only while it is still the version
 * `seen` (default: `opened`'s; Keep mine passes theirs). Issue 33 "No lost updates, anywhere".
 * @returns `{ saved }`, or `{ theirs }` when someone changed it meanwhile (nothing written).
 * @throws `RowGone` when it was deleted meanwhile; the PostgREST error (42501 for staff and trustees).
 */
export function updateMessageTemplate(
  opened: MessageTemplate,
  changes: MessageTemplateChanges,
  seen: string | null | undefined = opened.updatedAt,
): Promise<Edited<MessageTemplate>> {
  const edit = changedColumns(templateColumns(opened), templateColumns(changes));
  return updateIfUnchanged('message_templates', opened.id, seen, edit, columns, templateFromRow);
}

/**
 * Adds a ready-made message (owners and managers; issue 34), last in the list, under a client-made
 * `id` (a retried save cannot add it twice); `{lodge}` in the text stays a placeholder.
 * @throws the PostgREST error (42501 for staff and trustees, 23514 for a blank title, channel or text).
 */
export async function insertMessageTemplate(
  lodgeId: string,
  id: string,
  template: MessageTemplateChanges,
): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('message_templates').insert({
    id,
    lodge_id: lodgeId,
    title: template.title.trim(),
    channel: template.channel.trim(),
    body: template.text,
    position: ADDED_POSITION,
  });
  // 23505 on the row's own id: an earlier try of this same save was kept (its answer was lost).
  if (error && error.code !== '23505') throw error;
}

/** Deletes a message template (owners and managers). @throws the PostgREST error (42501 for staff and trustees). */
export async function deleteMessageTemplate(lodgeId: string, templateId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('message_templates')
    .delete()
    .eq('lodge_id', lodgeId)
    .eq('id', templateId);
  if (error) throw error;
}
