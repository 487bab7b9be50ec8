import Grid from 'antd/es/grid';

/**
 * The list-column convention of the workbench (issue #24): the title column takes the free width and
 * never shrinks below about twelve characters; every other column has a fixed width; when the sum
 * does not fit (a phone, a narrow window) the table scrolls inside its card instead of squeezing the
 * title to one character a line.
 */
export const TITLE_COLUMN_MIN_WIDTH = 200;

type SizedColumn = { width?: number | string };

/** The `scroll` of a list table: as wide as its fixed columns plus the title's minimum. */
export function listScroll(columns: readonly SizedColumn[]): { x: number } {
  return {
    x: columns.reduce(
      (sum, column) => sum + (typeof column.width === 'number' ? column.width : TITLE_COLUMN_MIN_WIDTH),
      0,
    ),
  };
}

/**
 * Where the actions column stays: fixed on the right from 992 px, where it leaves the title its
 * width; on a phone it scrolls with the row, since a fixed column would cover most of the title.
 */
export function useActionsFixed(): 'right' | undefined {
  return Grid.useBreakpoint().lg ? 'right' : undefined;
}
