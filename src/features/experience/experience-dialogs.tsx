import { useState } from 'react';
import type { FeedbackItem, GuestReview, MessageTemplate, SocialPost } from '../../data/experience';
import { showNotification } from '../../ui/notify';
import { savedWords } from '../../lib/offline/saved-words';
import { DeleteRowDialog, EditRowDialog } from './experience-edit';
import {
  blankFeedback,
  blankMention,
  blankReview,
  blankTemplate,
  newMentionFields,
  newMentionOf,
  feedbackChanges,
  feedbackDraft,
  feedbackFields,
  mentionChanges,
  mentionDraft,
  mentionFields,
  reviewChanges,
  reviewDraft,
  reviewFields,
  templateChanges,
  templateDraft,
  templateFields,
} from './experience-rows';
import type { ExperienceWrites } from './experience.writes';
import type { RowTheirs } from './experience-edit';
import type { Edited } from '../../lib/supabase/update-if-unchanged';
import { useOutboxPerson } from '../../lib/auth/use-outbox-person';

/** Issue 33: their version of a row as a draft (Take theirs loads it), or nothing when it was saved. */
const theirsOf = <Row, K extends string>(
  edited: Edited<Row>,
  draftOf: (row: Row) => Record<K, string>,
): RowTheirs<K> | null =>
  edited.theirs
    ? { byName: edited.theirs.byName, at: edited.theirs.at, draft: draftOf(edited.theirs.row) }
    : null;

/** The Guest Experience row being edited or deleted. */
export type ExperienceTarget =
  | { kind: 'review'; row: GuestReview }
  | { kind: 'feedback'; row: FeedbackItem }
  | { kind: 'mention'; row: SocialPost }
  | { kind: 'template'; row: MessageTemplate };

/** The kinds of Guest Experience rows, each a list with its Add (issue 34). */
export type ExperienceKind = ExperienceTarget['kind'];

/** A new row's dialog title, Save button and toast, by kind. */
const addWords: Readonly<Record<ExperienceKind, { title: string; saved: string }>> = {
  review: { title: 'Add review', saved: 'Review added' },
  feedback: { title: 'Add feedback score', saved: 'Score added' },
  mention: { title: 'Add social mention', saved: 'Mention added' },
  template: { title: 'Add message template', saved: 'Template added' },
};

/** How each kind is named in titles and toasts. */
function nameOf(target: ExperienceTarget): {
  title: string;
  summary: string;
  deleted: string;
} {
  switch (target.kind) {
    case 'review':
      return {
        title: `the review by ${target.row.name}`,
        summary: target.row.text,
        deleted: 'Review deleted',
      };
    case 'feedback':
      return {
        title: `the ${target.row.category} score`,
        summary: `${target.row.category}: ${target.row.score}%`,
        deleted: 'Score deleted',
      };
    case 'mention':
      return {
        title: `the mention by ${target.row.author}`,
        summary: target.row.caption,
        deleted: 'Mention deleted',
      };
    case 'template':
      return {
        title: `the “${target.row.title}” template`,
        summary: target.row.text,
        deleted: 'Template deleted',
      };
  }
}

/**
 * The Add, Edit and Delete dialogs of the Guest Experience screen (issues 18 and 34): one open at a
 * time, for `adding` (a kind), `editing` or `deleting` (a row). A save or delete closes it with a
 * toast and `onDone` (the screen reloads its data); an edit kept on the phone with no signal says so
 * ("Review saved on this phone — waiting to send", issue 33); a failure (an add or delete offline
 * included: those go straight to the server) keeps it open with what was typed and says why. A new row gets its id here,
 * once per dialog, so a retried save cannot add it twice.
 */
export function ExperienceDialogs({
  lodgeId,
  today,
  writes,
  adding = null,
  editing,
  deleting,
  onClose,
  onDone,
}: {
  lodgeId: string;
  /** The lodge's today (`YYYY-MM-DD`): a new review's date. */
  today: string;
  writes: ExperienceWrites;
  adding?: ExperienceKind | null;
  editing: ExperienceTarget | null;
  deleting: ExperienceTarget | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const [newId] = useState(() => crypto.randomUUID());
  const person = useOutboxPerson();
  const finish = (message: string) => {
    onClose();
    showNotification({ tone: 'success', title: message });
    onDone();
  };
  if (adding) {
    const words = addWords[adding];
    const added = () => finish(words.saved);
    switch (adding) {
      case 'review':
        return (
          <EditRowDialog
            title={words.title}
            confirmLabel={words.title}
            fields={reviewFields}
            initial={blankReview(today)}
            onClose={onClose}
            onSave={async (draft) => {
              await writes.addReview(lodgeId, newId, reviewChanges(draft));
              added();
            }}
          />
        );
      case 'feedback':
        return (
          <EditRowDialog
            title={words.title}
            confirmLabel={words.title}
            fields={feedbackFields}
            initial={blankFeedback()}
            onClose={onClose}
            onSave={async (draft) => {
              await writes.addFeedbackScore(lodgeId, newId, feedbackChanges(draft));
              added();
            }}
          />
        );
      case 'mention':
        return (
          <EditRowDialog
            title={words.title}
            confirmLabel={words.title}
            fields={newMentionFields}
            initial={blankMention()}
            onClose={onClose}
            onSave={async (draft) => {
              await writes.addSocialMention(lodgeId, newId, newMentionOf(draft));
              added();
            }}
          />
        );
      case 'template':
        return (
          <EditRowDialog
            title={words.title}
            confirmLabel={words.title}
            fields={templateFields}
            initial={blankTemplate()}
            onClose={onClose}
            onSave={async (draft) => {
              await writes.addMessageTemplate(lodgeId, newId, templateChanges(draft));
              added();
            }}
          />
        );
    }
  }
  if (deleting) {
    const words = nameOf(deleting);
    const remove = async () => {
      const { id } = deleting.row;
      if (deleting.kind === 'review') await writes.deleteReview(lodgeId, id);
      else if (deleting.kind === 'feedback') await writes.deleteFeedbackScore(lodgeId, id);
      else if (deleting.kind === 'mention') await writes.deleteSocialMention(lodgeId, id);
      else await writes.deleteMessageTemplate(lodgeId, id);
      finish(words.deleted);
    };
    return (
      <DeleteRowDialog
        title={`Delete ${words.title}?`}
        summary={words.summary}
        onDelete={remove}
        onClose={onClose}
      />
    );
  }
  if (!editing) return null;
  const title = `Edit ${nameOf(editing).title}`;
  switch (editing.kind) {
    case 'review':
      return (
        <EditRowDialog
          title={title}
          editing
          fields={reviewFields}
          initial={reviewDraft(editing.row)}
          onClose={onClose}
          onSave={async (draft, over) => {
            const { row } = editing;
            const change = {
              lodgeId,
              opened: row,
              changes: reviewChanges(draft),
              seen: over ?? row.updatedAt ?? null,
            };
            const edited = await writes.editRow('review.edit', change, person);
            const theirs = theirsOf(edited, reviewDraft);
            if (theirs) return theirs;
            finish(savedWords('review.edit', change, edited));
          }}
        />
      );
    case 'feedback':
      return (
        <EditRowDialog
          title={title}
          editing
          fields={feedbackFields}
          initial={feedbackDraft(editing.row)}
          onClose={onClose}
          onSave={async (draft, over) => {
            const { row } = editing;
            const change = {
              lodgeId,
              opened: row,
              changes: feedbackChanges(draft),
              seen: over ?? row.updatedAt ?? null,
            };
            const edited = await writes.editRow('feedbackScore.edit', change, person);
            const theirs = theirsOf(edited, feedbackDraft);
            if (theirs) return theirs;
            finish(savedWords('feedbackScore.edit', change, edited));
          }}
        />
      );
    case 'mention':
      return (
        <EditRowDialog
          title={title}
          editing
          fields={mentionFields}
          initial={mentionDraft(editing.row)}
          onClose={onClose}
          onSave={async (draft, over) => {
            const { row } = editing;
            const change = {
              lodgeId,
              opened: row,
              changes: mentionChanges(draft),
              seen: over ?? row.updatedAt ?? null,
            };
            const edited = await writes.editRow('socialMention.edit', change, person);
            const theirs = theirsOf(edited, mentionDraft);
            if (theirs) return theirs;
            finish(savedWords('socialMention.edit', change, edited));
          }}
        />
      );
    case 'template':
      return (
        <EditRowDialog
          title={title}
          editing
          fields={templateFields}
          initial={templateDraft(editing.row)}
          onClose={onClose}
          onSave={async (draft, over) => {
            const { row } = editing;
            const change = {
              lodgeId,
              opened: row,
              changes: templateChanges(draft),
              seen: over ?? row.updatedAt ?? null,
            };
            const edited = await writes.editRow('messageTemplate.edit', change, person);
            const theirs = theirsOf(edited, templateDraft);
            if (theirs) return theirs;
            finish(savedWords('messageTemplate.edit', change, edited));
          }}
        />
      );
  }
}
