/**
 * Where everything a machine reads sits on a printed paper ballot (issue #27 item 1): the one
 * source of truth for the printer (voting-jobs.ts) and the future reader of scans.
 *
 * Units: PDF points (1/72 in) on an A4 page, origin at the page's top-left corner, y downwards (as
 * pdfkit draws). A reader finds the four registration marks (solid black squares), maps their
 * centres onto `marks[i].center` (a perspective transform), and then reads the QR code in `qr` and
 * each option box in `boxes` at these positions. `relativeToMarks` gives the same positions as
 * fractions of the distance between the mark centres (0…1 across and down), independent of scale.
 */
export const BALLOT_PAGE = { width: 595.28, height: 841.89 } as const;

/** Side of a registration mark, and where the top-left corner of each mark is. */
export const MARK_SIZE = 14;
const MARK_INSET = 24;

export type Point = { x: number; y: number };
export type Rect = { x: number; y: number; size: number };
export type MarkCorner = 'TOP_LEFT' | 'TOP_RIGHT' | 'BOTTOM_LEFT' | 'BOTTOM_RIGHT';

export const REGISTRATION_MARKS: readonly {
  corner: MarkCorner;
  x: number;
  y: number;
  size: number;
  center: Point;
}[] = (
  [
    ['TOP_LEFT', MARK_INSET, MARK_INSET],
    ['TOP_RIGHT', BALLOT_PAGE.width - MARK_INSET - MARK_SIZE, MARK_INSET],
    ['BOTTOM_LEFT', MARK_INSET, BALLOT_PAGE.height - MARK_INSET - MARK_SIZE],
    ['BOTTOM_RIGHT', BALLOT_PAGE.width - MARK_INSET - MARK_SIZE, BALLOT_PAGE.height - MARK_INSET - MARK_SIZE],
  ] as const
).map(([corner, x, y]) => ({
  corner,
  x,
  y,
  size: MARK_SIZE,
  center: { x: x + MARK_SIZE / 2, y: y + MARK_SIZE / 2 },
}));

/** The per-ballot QR code (square, quiet zone not included). */
export const BALLOT_QR: Rect = { x: 475, y: 40, size: 70 };

/** Left edge and width of the issue table, where the first issue row starts. */
export const ISSUE_TABLE = { left: 50, width: 495, top: 236 } as const;
export const OPTION_BOX_SIZE = 10;
/** Horizontal distance between the option boxes of one issue, the first box's offset in a row. */
export const OPTION_BOX_PITCH = 90;
const FIRST_BOX_X = ISSUE_TABLE.left + 24;

/** Row height of the issue table: more than 10 issues get closer rows. */
export function issueRowHeight(issueCount: number): number {
  return issueCount > 10 ? 36 : 48;
}

export type OptionBox<C extends string = string> = Rect & { issueKey: string; choice: C };

export type BallotGeometry<C extends string = string> = {
  page: typeof BALLOT_PAGE;
  marks: typeof REGISTRATION_MARKS;
  qr: Rect;
  rowHeight: number;
  boxes: OptionBox<C>[];
};

/** The geometry of the ballots of a vote: its issues (in print order) and the choices offered. */
export function ballotGeometry<C extends string>(
  issueKeys: readonly string[],
  choices: readonly C[],
): BallotGeometry<C> {
  const rowHeight = issueRowHeight(issueKeys.length);
  const boxes = issueKeys.flatMap((issueKey, row) =>
    choices.map(
      (choice, column): OptionBox<C> => ({
        issueKey,
        choice,
        x: FIRST_BOX_X + column * OPTION_BOX_PITCH,
        y: ISSUE_TABLE.top + row * rowHeight + rowHeight - 20,
        size: OPTION_BOX_SIZE,
      }),
    ),
  );
  return { page: BALLOT_PAGE, marks: REGISTRATION_MARKS, qr: BALLOT_QR, rowHeight, boxes };
}

/** A page position as fractions of the distance between the registration mark centres. */
export function relativeToMarks(point: Point): Point {
  const [topLeft, , , bottomRight] = REGISTRATION_MARKS;
  const from = topLeft?.center ?? { x: 0, y: 0 };
  const to = bottomRight?.center ?? { x: 1, y: 1 };
  return { x: (point.x - from.x) / (to.x - from.x), y: (point.y - from.y) / (to.y - from.y) };
}
