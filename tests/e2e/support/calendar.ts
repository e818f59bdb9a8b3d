import { expect, type Page } from '@playwright/test';

/**
 * The rooms calendar as a person finds things on it (issue 31): the grid "Rooms by day", a room's row
 * (named by the room), a stay's bar, and a day's cell — since the empty nights are drawn as each row's
 * background rather than a button each (issue 31 bench:web), a cell is where the day's column (its
 * header, named "Saturday 12 December") crosses the room's row, tapped there as a finger would.
 */

/** "Monday 12 January", as the calendar's column headers name a day. */
export const longDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/** The calendar grid. */
export const calendarGrid = (page: Page) => page.getByRole('grid', { name: 'Rooms by day' });

/** A room's row. */
export const roomRow = (page: Page, room: string) =>
  calendarGrid(page).getByRole('row', { name: room, exact: true });

/** A stay's bar in `room`'s row, by the start of its name (the guest's). */
export const stayBar = (page: Page, room: string, name: RegExp) =>
  roomRow(page, room).getByRole('gridcell', { name });

/**
 * The cell of `room` on `day`: its box (the day's column × the room's row) and a tap in its middle. Both
 * wait until the row shows the header's days (not `aria-busy`); the tap also waits until the night is
 * not drawn "Not on this phone" (the copy's edge, until the server answers).
 */
export function dayCell(page: Page, room: string, day: string) {
  const header = calendarGrid(page).getByRole('columnheader', { name: longDay(day), exact: true });
  const row = roomRow(page, room);
  /** Waits until the row shows the header's days. */
  const shown = async () => {
    await expect(header).toBeVisible();
    await expect(row).toBeVisible();
    await expect(row).not.toHaveAttribute('aria-busy', 'true');
  };
  /** The cell's box where it is now (scrolled out of view or not: boxes taken together compare). */
  const boundingBox = async () => {
    await shown();
    const column = (await header.boundingBox())!;
    const line = (await row.getByRole('rowheader').boundingBox())!;
    return { x: column.x, width: column.width, y: line.y, height: line.height };
  };
  /** The day's column into the grid's view (right of the sticky room column), the row into the page's. */
  const intoView = async () => {
    await header.evaluate((element) => {
      const scroller = element.closest('[role="grid"]')!;
      const cell = element.getBoundingClientRect();
      const box = scroller.getBoundingClientRect();
      const room = scroller.querySelector('[role="rowheader"]')?.getBoundingClientRect().width ?? 0;
      if (cell.left >= box.left + room && cell.right <= box.right) return;
      scroller.scrollLeft += cell.left - box.left - room - (box.width - room - cell.width) / 2;
    });
    await row.getByRole('rowheader').evaluate((element) => {
      const box = element.getBoundingClientRect();
      if (box.top < 0 || box.bottom > window.innerHeight)
        element.scrollIntoView({ block: 'center', inline: 'nearest' });
    });
  };
  return {
    boundingBox,
    shown,
    /**
     * A tap in the cell's middle, its column and row scrolled into view first, once the night shows
     * there: a night the phone's copy does not keep is drawn "Not on this phone" and a tap on it does
     * nothing; with a signal it shows once the server answers (an app opened on its copy, issue 22),
     * and the note above the grid then goes, moving the rows up. A person waits for the night to show
     * before tapping it: so does this, finding the cell again until it is there.
     */
    async click() {
      let point = { x: 0, y: 0 };
      await expect
        .poll(
          async () => {
            await shown();
            await intoView();
            const box = await boundingBox();
            point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
            return page.evaluate(
              ({ x, y, name }) => {
                const under = document.elementFromPoint(x, y);
                if (under?.closest('[data-not-kept]')) return 'not on this phone';
                return under?.closest('[role="row"]')?.getAttribute('aria-label') === name
                  ? 'shown'
                  : 'elsewhere';
              },
              { ...point, name: room },
            );
          },
          { message: `${room} on ${day} shows as a night to tap` },
        )
        .toBe('shown');
      const line = (await row.boundingBox())!;
      // A click on the row at that point: Playwright waits until nothing (a toast) covers it.
      await row.click({ position: { x: point.x - line.x, y: point.y - line.y } });
    },
  };
}
