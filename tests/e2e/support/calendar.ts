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
 * wait until the row shows the header's days (not `aria-busy`).
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
  return {
    boundingBox,
    shown,
    /** A tap in the cell's middle, its column and row scrolled into view first. */
    async click() {
      await shown();
      // The day's column into the grid's view (right of the sticky room column), then the row into the page's.
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
      const box = await boundingBox();
      const line = (await row.boundingBox())!;
      // A click on the row at that point: Playwright waits until nothing (a toast) covers it.
      await row.click({
        position: { x: box.x + box.width / 2 - line.x, y: box.y + box.height / 2 - line.y },
      });
    },
  };
}
