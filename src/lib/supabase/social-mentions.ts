import { socialImageSrc, type SocialPost } from '../../data/experience';
import { getSupabase } from './client';
import { changedColumns, updateIfUnchanged, type Edited } from './update-if-unchanged';

/**
 * Posts that mention the lodge, newest first (spec §3 "Social post": image, likes, comments; with
 * author, platform, caption and the image's alt text). @throws the PostgREST error.
 */
export async function fetchSocialMentions(lodgeId: string): Promise<SocialPost[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('social_mentions')
    .select(columns)
    .eq('lodge_id', lodgeId)
    .order('posted_at', { ascending: false });
  if (error) throw error;
  return data.map(mentionFromRow);
}

const columns = 'id, image, image_alt, likes, comments, author, platform, caption, updated_at';

/** A `social_mentions` row as read with {@link columns}. */
interface MentionRow {
  id: string;
  image: string;
  image_alt: string;
  likes: number;
  comments: number;
  author: string;
  /** The table's check keeps it to these three (src/lib/supabase/database.ts). */
  platform: SocialPost['platform'];
  caption: string;
  updated_at?: string;
}

/** A `social_mentions` row as the app's SocialPost (`updatedAt`: the version an edit is conditional on, issue 33). */
const mentionFromRow = (row: MentionRow): SocialPost => ({
  id: row.id,
  image: socialImageSrc(row.image),
  imageAlt: row.image_alt,
  likes: row.likes,
  comments: row.comments,
  author: row.author,
  platform: row.platform,
  caption: row.caption,
  ...(row.updated_at ? { updatedAt: row.updated_at } : {}),
});

/** What an owner or manager may change on a social mention (issue 18; the image stays). */
export type SocialMentionChanges = Pick<
  SocialPost,
  'author' | 'platform' | 'caption' | 'likes' | 'comments' | 'imageAlt'
>;

/** The `social_mentions` columns a mention's changes write. */
const mentionColumns = (changes: SocialMentionChanges) => ({
  author: changes.author.trim(),
  platform: changes.platform,
  caption: changes.caption,
  likes: changes.likes,
  comments: changes.comments,
  image_alt: changes.imageAlt.trim(),
});

/**
 * Changes what the person changed of a social mention (owners and managers) against `opened` (as the
 * form showed it), only while it is still the version `seen` (default: `opened`'s; Keep mine passes
 * theirs). Issue 33 "No lost updates, anywhere".
 * @returns `{ saved }`, or `{ theirs }` when someone changed it meanwhile (nothing written).
 * @throws `RowGone` when it was deleted meanwhile; the PostgREST error (42501 for staff and trustees).
 */
export function updateSocialMention(
  opened: SocialPost,
  changes: SocialMentionChanges,
  seen: string | null | undefined = opened.updatedAt,
): Promise<Edited<SocialPost>> {
  const edit = changedColumns(mentionColumns(opened), mentionColumns(changes));
  return updateIfUnchanged('social_mentions', opened.id, seen, edit, columns, mentionFromRow);
}

/** A new social mention: what can be changed later, plus its picture (an https:// link). */
export type NewSocialMention = SocialMentionChanges & { image: string };

/**
 * Adds a post that mentions the lodge (owners and managers; issue 34), shown first, under a
 * client-made `id` (a retried save cannot add it twice). @throws the PostgREST error (42501 for staff
 * and trustees, 23514 for a blank author or picture description, or a negative count).
 */
export async function insertSocialMention(
  lodgeId: string,
  id: string,
  mention: NewSocialMention,
): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('social_mentions').insert({
    id,
    lodge_id: lodgeId,
    image: mention.image.trim(),
    author: mention.author.trim(),
    platform: mention.platform,
    caption: mention.caption,
    likes: mention.likes,
    comments: mention.comments,
    image_alt: mention.imageAlt.trim(),
  });
  // 23505 on the row's own id: an earlier try of this same save was kept (its answer was lost).
  if (error && error.code !== '23505') throw error;
}

/** Deletes a social mention (owners and managers). @throws the PostgREST error (42501 for staff and trustees). */
export async function deleteSocialMention(lodgeId: string, mentionId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('social_mentions')
    .delete()
    .eq('lodge_id', lodgeId)
    .eq('id', mentionId);
  if (error) throw error;
}
