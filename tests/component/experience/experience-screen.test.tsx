import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { cleanup, waitFor, within } from '@testing-library/react';
import type { LodgeRole } from '../../../machines/shared/lodge-types';
import { socialImageSrc, type GuestExperience, type GuestReview } from '../../../src/data/experience';
import { IMAGE_URL_PROBLEM } from '../../../src/data/field-limits';
import { ExperienceScreen } from '../../../src/features/experience/experience-screen';
import type { ExperienceWrites } from '../../../src/features/experience/experience.writes';
import { testLodge } from '../../support/lodge-fixtures';
import { renderScreen, screen } from '../../support/render';
import { importLazyModulesFirst } from '../../support/lazy-modules';
import { COPY_FORM_MARK, showPhoneCopy, showServerRows, touched } from '../../support/copy-form';

// The dialogs load lazily; their first import (transformed by Vitest on demand, over a second on a
// busy machine) is not part of any test's wait.
importLazyModulesFirst(() => import('../../../src/features/experience/experience-dialogs'));

/** The seeded lodge's reviews (private.seed_sample_lodge), newest first; Anna's has a reply. */
function testReviews(): GuestReview[] {
  return [
    {
      id: 'rv-1',
      name: 'Anna Becker',
      date: '2025-11-12',
      text: 'The mokoro trip with Kabo was the highlight of our journey. So quiet, so many birds!',
      rating: 5,
      replied: true,
    },
    {
      id: 'rv-2',
      name: 'James Okafor',
      date: '2025-11-08',
      text: 'Lovely tent and warm staff. The shower water was only lukewarm in the evening.',
      rating: 4,
      replied: false,
    },
    {
      id: 'rv-3',
      name: 'Claire Martin',
      date: '2025-10-30',
      text: 'Good food and a beautiful setting, but the boat transfer was late on the first day.',
      rating: 3,
      replied: false,
    },
  ];
}

/** The seeded lodge's other Guest Experience rows (private.seed_sample_guest_experience). */
function testExperience(reviews: GuestReview[]): GuestExperience {
  return {
    templates: [
      { id: 'mt-1', title: 'Welcome message', channel: 'WhatsApp', text: 'Dumelang! Welcome to {lodge}.' },
      {
        id: 'mt-2',
        title: 'Thank-you after check-out',
        channel: 'Email',
        text: 'Thank you for staying with us.',
      },
      {
        id: 'mt-3',
        title: 'Reply to a review',
        channel: 'Review sites',
        text: 'Thank you for your kind words.',
      },
    ],
    socialPosts: [
      {
        id: 'sp-2',
        image: socialImageSrc('social-elephants.svg'),
        imageAlt: 'Illustration: two elephants crossing a shallow channel',
        likes: 512,
        comments: 64,
        author: 'Okafor Family Travels',
        platform: 'Facebook',
        caption: 'Elephants crossed right in front of our mokoro!',
      },
    ],
    reviews,
    feedback: [
      { id: 'fs-1', category: 'Guiding & Activities', score: 92, feedback: 'Guides know their birds.' },
      { id: 'fs-2', category: 'Accommodation', score: 86, feedback: 'Hot water is the common wish.' },
      { id: 'fs-3', category: 'Food & Dining', score: 90, feedback: 'Dinners by the fire.' },
    ],
  };
}

function fakeWrites(fail = false, changedBy: { byName: string; at: string } | null = null) {
  const calls: { lodgeId: string; reviewId: string; body: string }[] = [];
  /** Edits and deletes: [write, row id, changes]. */
  const changes: [string, string, unknown, unknown?][] = [];
  const answer = () => (fail ? Promise.reject(new Error('Failed to fetch')) : Promise.resolve());
  const record =
    (name: string) =>
    (_lodgeId: string, id: string, change?: unknown): Promise<void> => {
      changes.push([name, id, change]);
      return answer();
    };
  const writes: ExperienceWrites = {
    replyToReview: (lodgeId, reviewId, body) => {
      calls.push({ lodgeId, reviewId, body });
      return answer();
    },
    // Issue 33: an edit is conditional on the version seen; `changedBy` answers the first with theirs.
    editRow: async (kind, payload) => {
      changes.push([kind, payload.opened.id, payload.changes, payload.seen]);
      await answer();
      const saved = { ...payload.opened, ...payload.changes };
      if (changedBy && changes.length === 1) {
        const row = kind === 'review.edit' ? { ...saved, text: 'Changed by Kagiso' } : saved;
        // The fake answers for the kind it was asked for: its row, as the server would.
        return { theirs: { ...changedBy, row } } as never;
      }
      return { saved } as never;
    },
    deleteReview: record('deleteReview'),
    deleteFeedbackScore: record('deleteFeedbackScore'),
    deleteSocialMention: record('deleteSocialMention'),
    deleteMessageTemplate: record('deleteMessageTemplate'),
    addReview: record('addReview'),
    addFeedbackScore: record('addFeedbackScore'),
    addSocialMention: record('addSocialMention'),
    addMessageTemplate: record('addMessageTemplate'),
  };
  return { calls, changes, writes };
}

const renderExperience = ({
  role = 'manager' as LodgeRole,
  experience = testExperience(testReviews()),
  fake = fakeWrites(),
} = {}) =>
  renderScreen(<ExperienceScreen data={experience} lodge={testLodge(role)} writes={fake.writes} />, {
    path: '/experience',
  }).then(() => fake);

describe('ExperienceScreen (spec §2 /experience)', () => {
  it('offers communication tools: message templates with a copy button', async () => {
    await renderExperience();
    const tools = screen.getByRole('region', { name: 'Communication Tools' });
    expect(within(tools).getByRole('button', { name: 'Copy message: Welcome message' })).toBeInTheDocument();
    expect(within(tools).getAllByRole('listitem')).toHaveLength(3);
  });

  it('fills a template’s {lodge} with the lodge’s own name, never another lodge’s (issue 18)', async () => {
    await renderExperience();
    const tools = screen.getByRole('region', { name: 'Communication Tools' });
    expect(within(tools).getByText('Dumelang! Welcome to Okavango Community Trust.')).toBeInTheDocument();
    expect(tools).not.toHaveTextContent('{lodge}');
  });

  it('shows social mentions with image, likes and comments', async () => {
    await renderExperience();
    const social = screen.getByRole('region', { name: 'Social Mentions' });
    expect(
      within(social).getByRole('img', { name: /two elephants crossing a shallow channel/ }),
    ).toBeInTheDocument();
    expect(within(social).getByRole('group', { name: '512 likes' })).toBeInTheDocument();
    expect(within(social).getByRole('group', { name: '64 comments' })).toBeInTheDocument();
  });

  it('shows reviews with name, date, text, stars named "Rated N out of 5" and replied state', async () => {
    await renderExperience();
    const reviews = screen.getByRole('region', { name: 'Guest Reviews' });
    const items = within(reviews).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const first = items[0]!;
    expect(within(first).getByText('Anna Becker')).toBeInTheDocument();
    expect(within(first).getByText('November 12, 2025')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(first).getByText('Replied')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(items[1]!).getByText('Awaiting reply')).toBeInTheDocument();
  });

  it('shows feedback scores 92, 86 and 90 percent by category', async () => {
    await renderExperience();
    const feedback = screen.getByRole('region', { name: 'Feedback Scores' });
    const bars = within(feedback).getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['92', '86', '90']);
    expect(within(feedback).getByRole('progressbar', { name: 'Accommodation score' })).toHaveAttribute(
      'aria-valuenow',
      '86',
    );
    expect(within(feedback).getByText('92%')).toBeInTheDocument();
  });
});

describe('ExperienceScreen review replies (issue 8)', () => {
  const reviewItem = (name: string) =>
    within(screen.getByRole('region', { name: 'Guest Reviews' }))
      .getAllByRole('listitem')
      .find((item) => within(item).queryByText(name))!;

  it('lets a manager reply to a review, which then shows as replied', async () => {
    const user = userEvent.setup();
    const fake = await renderExperience({ role: 'manager' });
    expect(within(reviewItem('Anna Becker')).queryByRole('button', { name: /Reply/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reply to James Okafor' }));
    await user.type(screen.getByRole('textbox', { name: 'Your reply to James Okafor' }), 'Thank you, James!');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(within(reviewItem('James Okafor')).getByText('Replied')).toBeInTheDocument());
    expect(fake.calls).toEqual([{ lodgeId: 'lodge-1', reviewId: 'rv-2', body: 'Thank you, James!' }]);
    expect(screen.queryByRole('textbox', { name: 'Your reply to James Okafor' })).toBeNull();
  });

  it('shows a saved reply under the review, and says it still has to be posted (issue 18)', async () => {
    const user = userEvent.setup();
    await renderExperience({ role: 'manager' });
    await user.click(screen.getByRole('button', { name: 'Reply to James Okafor' }));
    await user.type(screen.getByRole('textbox', { name: 'Your reply to James Okafor' }), 'Thank you, James!');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    const james = await waitFor(() => reviewItem('James Okafor'));
    expect(await within(james).findByRole('group', { name: 'Your reply' })).toHaveTextContent(
      'Thank you, James!',
    );
    expect(
      within(james).getByRole('button', { name: 'Reply saved — post it on TripAdvisor' }),
    ).toBeInTheDocument();
  });

  it('refuses a blank reply with a message and sends nothing', async () => {
    const user = userEvent.setup();
    const fake = await renderExperience({ role: 'owner' });
    await user.click(screen.getByRole('button', { name: 'Reply to Claire Martin' }));
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Write a reply first')).toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });

  it('keeps the typed reply when saving fails', async () => {
    const user = userEvent.setup();
    await renderExperience({ fake: fakeWrites(true) });
    await user.click(screen.getByRole('button', { name: 'Reply to James Okafor' }));
    const box = screen.getByRole('textbox', { name: 'Your reply to James Okafor' });
    await user.type(box, 'Sorry about the water');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('The reply was not saved')).toBeInTheDocument();
    expect(box).toHaveValue('Sorry about the water');
    expect(within(reviewItem('James Okafor')).getByText('Awaiting reply')).toBeInTheDocument();
  });

  it.each(['staff', 'trustee'] as const)(
    'offers no Reply to %s (RLS: owners and managers reply)',
    async (role) => {
      await renderExperience({ role });
      expect(screen.queryByRole('button', { name: /^Reply to/ })).toBeNull();
    },
  );

  it('says so when the lodge has no reviews yet', async () => {
    await renderExperience({ experience: testExperience([]) });
    expect(screen.getByRole('status')).toHaveTextContent('No guest reviews yet.');
  });

  it('issue 34: every empty list has a way forward: its Add, or who adds to it', async () => {
    const empty = { templates: [], socialPosts: [], reviews: [], feedback: [] };
    await renderExperience({ experience: empty });
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([
      'No message templates yet. Tap Add template to keep the first.',
      'No social mentions yet. Tap Add mention to keep the first.',
      'No guest reviews yet. Tap Add review to keep the first.',
      'No feedback scores yet. Tap Add score to keep the first.',
    ]);
    for (const name of ['Add template', 'Add mention', 'Add review', 'Add score'])
      expect(screen.getByRole('button', { name })).toBeVisible();
    cleanup();
    await renderExperience({ role: 'staff', experience: empty });
    expect(screen.queryByRole('button', { name: /^Add / })).toBeNull();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([
      'No message templates yet. Owners and managers add templates.',
      'No social mentions yet. Owners and managers add mentions.',
      'No guest reviews yet. Owners and managers add reviews.',
      'No feedback scores yet. Owners and managers add scores.',
    ]);
  });

  it('issue 34: "No guest reviews yet" has its Add: a manager adds a review', async () => {
    const user = userEvent.setup();
    const fake = await renderExperience({ experience: testExperience([]) });
    await user.click(screen.getByRole('button', { name: 'Add review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add review' });
    await user.click(within(dialog).getByRole('button', { name: 'Add review' }));
    // Checked like the edit form: nothing is sent, each problem is on its field.
    expect(within(dialog).getAllByText('Required')).toHaveLength(1);
    expect(fake.changes).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Guest name/ }), 'Thato Kgosi');
    await user.type(within(dialog).getByRole('textbox', { name: /Review/ }), 'Quiet nights, great guides.');
    await user.click(within(dialog).getByRole('button', { name: 'Add review' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add review' })).toBeNull());
    expect(fake.changes).toHaveLength(1);
    const [write, id, review] = fake.changes[0]!;
    expect(write).toBe('addReview');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(review).toMatchObject({ name: 'Thato Kgosi', rating: 5, text: 'Quiet nights, great guides.' });
    expect(await screen.findByText('Review added')).toBeVisible();
  });

  it('issue 34: feedback scores have their Add, the score checked against its range', async () => {
    const user = userEvent.setup();
    const fake = await renderExperience();
    await user.click(screen.getByRole('button', { name: 'Add score' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add feedback score' });
    await user.type(within(dialog).getByRole('textbox', { name: /Category/ }), 'Boat transfers');
    const score = within(dialog).getByRole('textbox', { name: /Score/ });
    await user.type(score, '120');
    await user.click(within(dialog).getByRole('button', { name: 'Add feedback score' }));
    expect(within(dialog).getByText('Between 0 and 100')).toBeVisible();
    expect(fake.changes).toEqual([]);
    await user.clear(score);
    await user.type(score, '81');
    await user.click(within(dialog).getByRole('button', { name: 'Add feedback score' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add feedback score' })).toBeNull());
    expect(fake.changes.map(([write, , row]) => [write, row])).toEqual([
      ['addFeedbackScore', { category: 'Boat transfers', score: 81, feedback: '' }],
    ]);
  });

  it('issue 34: social mentions have their Add, the picture an https:// link', async () => {
    const user = userEvent.setup();
    const fake = await renderExperience();
    await user.click(screen.getByRole('button', { name: 'Add mention' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add social mention' });
    await user.type(within(dialog).getByRole('textbox', { name: /Posted by/ }), '@delta.days');
    const link = within(dialog).getByRole('textbox', { name: /Picture link/ });
    await user.type(link, 'http://example.com/a.jpg');
    await user.type(within(dialog).getByRole('textbox', { name: /Picture description/ }), 'A mokoro at dawn');
    await user.click(within(dialog).getByRole('button', { name: 'Add social mention' }));
    expect(within(dialog).getByText(IMAGE_URL_PROBLEM)).toBeVisible();
    expect(fake.changes).toEqual([]);
    await user.clear(link);
    await user.type(link, 'https://example.com/a.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Add social mention' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add social mention' })).toBeNull());
    expect(fake.changes.map(([write, , row]) => [write, row])).toEqual([
      [
        'addSocialMention',
        {
          author: '@delta.days',
          platform: 'Instagram',
          caption: '',
          likes: 0,
          comments: 0,
          imageAlt: 'A mokoro at dawn',
          image: 'https://example.com/a.jpg',
        },
      ],
    ]);
  });

  it('issue 34: message templates have their Add', async () => {
    const user = userEvent.setup();
    const fake = await renderExperience();
    await user.click(screen.getByRole('button', { name: 'Add template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add message template' });
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Boat time');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'The boat leaves at 7.');
    await user.click(within(dialog).getByRole('button', { name: 'Add message template' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add message template' })).toBeNull());
    expect(fake.changes.map(([write, , row]) => [write, row])).toEqual([
      ['addMessageTemplate', { title: 'Boat time', channel: 'WhatsApp', text: 'The boat leaves at 7.' }],
    ]);
    expect(await screen.findByText('Template added')).toBeVisible();
  });

  it('issue 34: a failed Add (offline) keeps everything typed and says why', async () => {
    const user = userEvent.setup();
    await renderExperience({ experience: testExperience([]), fake: fakeWrites(true) });
    await user.click(screen.getByRole('button', { name: 'Add review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add review' });
    await user.type(within(dialog).getByRole('textbox', { name: /Guest name/ }), 'Thato Kgosi');
    await user.type(within(dialog).getByRole('textbox', { name: /Review/ }), 'Quiet nights.');
    await user.click(within(dialog).getByRole('button', { name: 'Add review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /Nothing was saved\. Could not reach the server/,
    );
    expect(within(dialog).getByRole('textbox', { name: /Guest name/ })).toHaveValue('Thato Kgosi');
    expect(within(dialog).getByRole('textbox', { name: /Review/ })).toHaveValue('Quiet nights.');
  });

  it('issue 34: a template with {guide} warns on its card, when copied and as it is typed', async () => {
    const user = userEvent.setup();
    const experience = testExperience(testReviews());
    experience.templates = [
      {
        id: 'mt-9',
        title: 'Guide intro',
        channel: 'WhatsApp',
        text: 'Your guide {guide} meets you at {lodge}.',
      },
    ];
    await renderExperience({ experience });
    const tools = screen.getByRole('region', { name: 'Communication Tools' });
    expect(tools).toHaveTextContent(
      '{guide} is not filled in for you (only {lodge} is): replace it before sending.',
    );
    await user.click(within(tools).getByRole('button', { name: 'Copy message: Guide intro' }));
    expect(
      await within(tools).findByRole('button', { name: 'Copied: Guide intro (fill in the placeholders)' }),
    ).toHaveTextContent('Copied — fill in the placeholders');

    await user.click(screen.getByRole('button', { name: 'Add template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add message template' });
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'See you on {{day}}');
    expect(within(dialog).getByRole('status')).toHaveTextContent('{day} is not filled in for you');
  });

  it('owners and managers edit a review: limits shown, the rating a choice; the write gets the changes (issue 18)', async () => {
    const user = userEvent.setup();
    const fake = await renderExperience();
    await user.click(screen.getByRole('button', { name: 'Edit review by James Okafor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the review by James Okafor' });
    const name = within(dialog).getByRole('textbox', { name: /Guest name/ });
    expect(within(dialog).getByText('12 / 120')).toBeVisible();
    await user.clear(name);
    await user.type(name, 'James O.');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Edit the review/ })).toBeNull());
    expect(fake.changes).toEqual([
      [
        'review.edit',
        'rv-2',
        { name: 'James O.', date: '2025-11-08', rating: 4, text: testReviews()[1]!.text },
        null,
      ],
    ]);
    expect(await screen.findByText('Review saved')).toBeVisible();
  });

  it("issue 33: a review's form opened from the phone's copy says 'Updated 14:32 — changes are sent when the signal is back' and sends only the field changed", async () => {
    const user = userEvent.setup();
    showPhoneCopy();
    try {
      const fake = await renderExperience();
      await user.click(screen.getByRole('button', { name: 'Edit review by James Okafor' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit the review by James Okafor' });
      expect(within(dialog).getByRole('status')).toHaveTextContent(COPY_FORM_MARK);
      const name = within(dialog).getByRole('textbox', { name: /Guest name/ });
      await user.clear(name);
      await user.type(name, 'James O.');
      await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(fake.changes).toHaveLength(1));
      const [, , changes] = fake.changes[0] ?? [];
      expect(touched(testReviews()[1]!, changes as object)).toEqual(['name']);
    } finally {
      showServerRows();
    }
  });

  it('No lost updates (issue 33): a review changed meanwhile shows both versions; Keep mine saves over theirs, nothing typed is lost', async () => {
    const user = userEvent.setup();
    const at = '2026-11-29T12:02:00.000Z';
    const fake = await renderExperience({ fake: fakeWrites(false, { byName: 'Kagiso', at }) });
    await user.click(screen.getByRole('button', { name: 'Edit review by James Okafor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the review by James Okafor' });
    const name = within(dialog).getByRole('textbox', { name: /Guest name/ });
    await user.clear(name);
    await user.type(name, 'James O.');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(/Kagiso changed this at \d\d:\d\d: .*Changed by Kagiso/);
    expect(alert).toHaveTextContent(/Yours: Guest name: James O\./);
    expect(name).toHaveValue('James O.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Edit the review/ })).toBeNull());
    expect(fake.changes.map(([kind, , , seen]) => [kind, seen])).toEqual([
      ['review.edit', null],
      ['review.edit', at],
    ]);
  });

  it('No lost updates (issue 33): Take theirs loads their version into the form', async () => {
    const user = userEvent.setup();
    await renderExperience({
      fake: fakeWrites(false, { byName: 'Kagiso', at: '2026-11-29T12:02:00.000Z' }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit review by James Okafor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the review by James Okafor' });
    await user.type(within(dialog).getByRole('textbox', { name: /Guest name/ }), '!');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Take theirs' }));
    expect(within(dialog).getByRole('textbox', { name: /Review/ })).toHaveValue('Changed by Kagiso');
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeVisible();
  });

  it('a failed edit keeps the form with what was typed and says why (issue 18)', async () => {
    const user = userEvent.setup();
    await renderExperience({ fake: fakeWrites(true) });
    await user.click(screen.getByRole('button', { name: 'Edit score: Accommodation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the Accommodation score' });
    const score = within(dialog).getByRole('textbox', { name: /Score/ });
    await user.clear(score);
    await user.type(score, '101');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByText('Between 0 and 100')).toBeVisible();
    expect(score).toHaveValue('101');
    await user.clear(score);
    await user.type(score, '88');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /Nothing was saved\. Could not reach the server/,
    );
    expect(score).toHaveValue('88');
  });

  it('delete asks first; Keep changes nothing, Delete removes it (issue 18)', async () => {
    const user = userEvent.setup();
    const fake = await renderExperience();
    await user.click(screen.getByRole('button', { name: 'Delete template: Welcome message' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete the “Welcome message” template?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Delete the/ })).toBeNull());
    expect(fake.changes).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete mention by Okafor Family Travels' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete the mention by Okafor Family Travels?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fake.changes).toEqual([['deleteSocialMention', 'sp-2', undefined]]));
    expect(await screen.findByText('Mention deleted')).toBeVisible();
  });

  it.each(['staff', 'trustee'] as const)('%s gets no Edit or Delete (issue 18)', async (role) => {
    await renderExperience({ role });
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });
});
