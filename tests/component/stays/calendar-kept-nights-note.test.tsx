import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CalendarScreen } from '../../../src/features/stays/calendar-screen';
import type { CalendarData } from '../../../src/features/stays/stays.data';
import { calendarDays } from '../../support/calendar-fixtures';
import { testLodge } from '../../support/lodge-fixtures';
import { renderScreen } from '../../support/render';

/**
 * Issue 31, the calendar opened from the phone's copy: a note above the grid says which nights the
 * phone keeps (KeptNightsNote). When the server answered the same days the note went, and every row
 * moved up by its height under the person's finger — a tap meant for one room landed on the next.
 */
const NOTE = /^This phone keeps the rooms' nights from /;

const fromServer = calendarDays(3, '2027-03-01', '2027-03-02', '2027-03-05');
// The copy keeps 1–9 March: the days after are not on this phone.
const fromCopy: CalendarData = { ...fromServer, keptNights: { from: '2027-03-01', to: '2027-03-10' } };
const later = calendarDays(3, '2027-03-15', '2027-03-16', '2027-03-18');

/** The calendar as its route holds it: the phone's copy first, then what the server answers. */
function Harness() {
  const [data, setData] = useState(fromCopy);
  return (
    <>
      <button type="button" onClick={() => setData(fromServer)}>
        Server answers
      </button>
      <button type="button" onClick={() => setData(later)}>
        Other days
      </button>
      <CalendarScreen data={data} lodge={testLodge('owner')} />
    </>
  );
}

/** Whether the element is drawn before the grid in the page's order (so its height moves the rows). */
const aboveGrid = (element: HTMLElement) =>
  Boolean(
    element.compareDocumentPosition(screen.getByRole('grid', { name: 'Rooms by day' })) &
    Node.DOCUMENT_POSITION_FOLLOWING,
  );

describe('issue 31: the kept-nights note and the rows under it', () => {
  it('bug: KeptNightsNote disappeared when the server answered, shifting the rows up under a finger', async () => {
    const user = userEvent.setup();
    await renderScreen(<Harness />);
    const note = screen.getByText(NOTE);
    expect(note).toHaveAttribute('role', 'note');
    expect(note).toBeVisible();
    const words = note.textContent;

    await user.click(screen.getByRole('button', { name: 'Server answers' }));

    // No longer said (nor read out: every day is known now) …
    const notes = screen.queryAllByRole('note').filter((each) => NOTE.test(each.textContent ?? ''));
    expect(notes).toEqual([]);
    // … but its box stays above the grid, the same words hidden: the same height, the rows do not move.
    const space = screen.getByText(NOTE);
    expect(space.textContent).toBe(words);
    expect(space).not.toBeVisible();
    expect(space).toHaveAttribute('aria-hidden', 'true');
    expect(aboveGrid(space)).toBe(true);
  });

  it('a move to other days (the rows drawn again anyway) drops the kept space', async () => {
    const user = userEvent.setup();
    await renderScreen(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Server answers' }));
    expect(screen.getByText(NOTE)).not.toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Other days' }));

    expect(screen.queryByText(NOTE)).toBeNull();
  });
});
