import { createHash } from 'node:crypto';
import { type BallotCodeCheck, verifyBallotCode } from '../ballot-code';
import { type BallotGeometry, ISSUE_TABLE, type Point, REGISTRATION_MARKS } from '../ballot-layout';
import { type BoxScores, boundsOf, decideIssue, measureBox } from './boxes';
import { decodeGrey, type GreyImage, greyToPng, warpGrey } from './grey-image';
import { composeHomography, type Homography, homographyFrom } from './homography';
import { cornerMarks, markCandidates } from './marks';
import { type QrFound, readQrCodes } from './qr';

export type PageStatus =
  /** Code genuine, of this vote (and of the expected voter when one was given); page aligned. */
  | 'read'
  /** No QR code could be read anywhere on the page: a person identifies the ballot. */
  | 'no-code'
  /** A QR code that is not a genuine ballot code (altered, made up, another key). */
  | 'forged'
  /** A genuine ballot code of another vote. */
  | 'other-vote'
  /** A genuine ballot code of this vote printed for another voter than the one expected (a photocopy). */
  | 'other-voter'
  /** A genuine code, but the registration marks were not found or do not agree with the code's place. */
  | 'unaligned';

export type PixelRect = { x: number; y: number; width: number; height: number };

export type IssueReading<C extends string = string> = {
  issueIndex: number;
  issueKey: string;
  reading: 'choice' | 'empty' | 'doubtful';
  option?: C;
  reason?: 'several-marks' | 'faint-or-beside' | Exclude<PageStatus, 'read' | 'other-voter'>;
  /** One per offered choice, in print order (empty when the page could not be measured). */
  scores: BoxScores[];
  /** Doubtful issues: where the issue's row is in the image, and (cropPngs) a straightened PNG of it. */
  crop?: { rect: PixelRect; png?: Buffer };
};

export type BallotReading<C extends string = string> = {
  /** SHA-256 (hex) of the bytes given (an encoded upload), or of the pixels of a rendered page. */
  sha256: string;
  pageStatus: PageStatus;
  /** The QR text found, and its check; null when no code was read. */
  codeText: string | null;
  code: BallotCodeCheck | null;
  /** How the page lay in the image: 0 upright, 180 upside down (clockwise degrees). */
  orientation: 0 | 90 | 180 | 270 | null;
  /** Page point (ballot-layout.ts units) → image pixel; null when the page was not aligned. */
  pageToImage: Homography | null;
  image: { width: number; height: number };
  issues: IssueReading<C>[];
  /** True when anything on the page needs a person: a page status other than read, or a doubtful issue. */
  needsPerson: boolean;
};

export type ReadContext<C extends string = string> = {
  /** ballotCodeKey(APP_SECRET). */
  codeKey: Buffer;
  /** The vote being counted. */
  votingCode: string;
  /** The vote's ballot geometry (geometryOf / ballotGeometry): which boxes exist where. */
  geometry: BallotGeometry<C>;
  /** When the page is entered against a roll row: a genuine code of another voter is refused. */
  voterKey?: string;
  /** Straightened PNG crops of doubtful issues (default true). */
  cropPngs?: boolean;
};

/** Page mark centres in the order the image corners are listed by cornerMarks (TL, TR, BR, BL). */
const PAGE_CORNERS: Point[] = [0, 1, 3, 2].map((i) => REGISTRATION_MARKS[i]?.center as Point);
const ORIENTATIONS = [0, 2, 1, 3] as const;
/** The QR crop: the code's square with this much quiet zone around it (pt), at CROP_SCALE px/pt. */
const QR_MARGIN = 10;
const CROP_SCALE = 3;

function straighten(image: GreyImage, pageToImage: Homography, rect: PixelRect, scale: number): GreyImage {
  // Crop pixel → page point → image pixel.
  const cropToPage: Homography = [1 / scale, 0, rect.x, 0, 1 / scale, rect.y, 0, 0, 1];
  return warpGrey(
    image,
    composeHomography(pageToImage, cropToPage),
    Math.round(rect.width * scale),
    Math.round(rect.height * scale),
  );
}

/** The code in the straightened QR square of one orientation, when it is there and where it belongs. */
async function codeAt(
  image: GreyImage,
  pageToImage: Homography,
  geometry: BallotGeometry,
): Promise<QrFound | null> {
  const { qr } = geometry;
  const rect = {
    x: qr.x - QR_MARGIN,
    y: qr.y - QR_MARGIN,
    width: qr.size + 2 * QR_MARGIN,
    height: qr.size + 2 * QR_MARGIN,
  };
  const crop = straighten(image, pageToImage, rect, CROP_SCALE);
  const [found] = await readQrCodes(crop);
  if (!found) return null;
  // The code must sit on its printed square (within 5 pt), upright: else it is pasted or misaligned.
  const expected = [
    { x: QR_MARGIN, y: QR_MARGIN },
    { x: QR_MARGIN + qr.size, y: QR_MARGIN },
    { x: QR_MARGIN + qr.size, y: QR_MARGIN + qr.size },
    { x: QR_MARGIN, y: QR_MARGIN + qr.size },
  ];
  const off = found.corners.some(
    (c, i) =>
      Math.hypot(c.x / CROP_SCALE - (expected[i]?.x ?? 0), c.y / CROP_SCALE - (expected[i]?.y ?? 0)) > 5,
  );
  return off ? { ...found, corners: [] } : found;
}

type Alignment = {
  pageToImage: Homography;
  orientation: 0 | 90 | 180 | 270;
  code: QrFound | null;
  misplaced: string | null;
};

async function align(image: GreyImage, geometry: BallotGeometry): Promise<Alignment | null> {
  const corners = cornerMarks(markCandidates(image));
  if (!corners) return null;
  let misplaced: string | null = null;
  let first: Alignment | null = null;
  for (const turn of ORIENTATIONS) {
    const imagePoints = corners.map((_, i) => corners[(i + 4 - turn) % 4]?.center as Point);
    const pageToImage = homographyFrom(PAGE_CORNERS, imagePoints);
    if (!pageToImage) continue;
    const orientation = (turn * 90) as Alignment['orientation'];
    first ??= { pageToImage, orientation, code: null, misplaced: null };
    const code = await codeAt(image, pageToImage, geometry);
    if (code && code.corners.length > 0) return { pageToImage, orientation, code, misplaced: null };
    if (code) misplaced ??= code.text;
  }
  return first ? { ...first, misplaced } : null;
}

function checkCode(text: string, context: ReadContext): { code: BallotCodeCheck; status: PageStatus } {
  const code = verifyBallotCode(text, context.codeKey, {
    votingCode: context.votingCode,
    voterKey: context.voterKey,
  });
  if (code.ok) return { code, status: 'read' };
  const status = {
    MALFORMED: 'forged',
    FORGED: 'forged',
    OTHER_VOTE: 'other-vote',
    OTHER_VOTER: 'other-voter',
  } as const;
  return { code, status: status[code.reason] };
}

/**
 * Reads one scanned or photographed ballot page: finds the four registration marks, maps the
 * ballot layout onto the image (perspective transform), reads and checks the QR code at its printed
 * place, and measures every option box. Nothing doubtful is ever reported as clear: a page that is
 * not `read` has every issue doubtful, and an issue is clear only when its boxes are clearly marked
 * or clearly blank.
 */
export async function readBallotImage<C extends string>(
  input: Buffer | GreyImage,
  context: ReadContext<C>,
): Promise<BallotReading<C>> {
  const isEncoded = Buffer.isBuffer(input);
  const sha256 = createHash('sha256')
    .update(isEncoded ? input : (input as GreyImage).data)
    .digest('hex');
  const image = isEncoded ? await decodeGrey(input) : (input as GreyImage);
  const issueKeys = [...new Set(context.geometry.boxes.map((box) => box.issueKey))];
  const alignment = await align(image, context.geometry);

  let codeText = alignment?.code?.text ?? null;
  let status: PageStatus;
  let code: BallotCodeCheck | null = null;
  if (codeText) {
    ({ code, status } = checkCode(codeText, context));
  } else {
    // Not at its place in any orientation: look for it anywhere, to say whose ballot it is.
    const [anywhere] = await readQrCodes(image, true);
    codeText = anywhere?.text ?? alignment?.misplaced ?? null;
    if (codeText) {
      ({ code, status } = checkCode(codeText, context));
      if (status === 'read' || status === 'other-voter') status = 'unaligned';
    } else status = 'no-code';
  }

  const measurable = alignment?.code?.corners.length && (status === 'read' || status === 'other-voter');
  const pageToImage = measurable ? alignment.pageToImage : null;
  const issues: IssueReading<C>[] = [];
  for (const [issueIndex, issueKey] of issueKeys.entries()) {
    const boxes = context.geometry.boxes.filter((box) => box.issueKey === issueKey);
    if (!pageToImage) {
      issues.push({ issueIndex, issueKey, reading: 'doubtful', reason: status as 'unaligned', scores: [] });
      continue;
    }
    const scores = boxes.map((box) => measureBox(image, pageToImage, box));
    const decision = decideIssue<C>(scores);
    const reading: IssueReading<C> = { issueIndex, issueKey, ...decision, scores };
    if (decision.reading === 'doubtful') {
      const top = ISSUE_TABLE.top + issueIndex * context.geometry.rowHeight;
      const page = {
        x: ISSUE_TABLE.left - 4,
        y: top - 2,
        width: ISSUE_TABLE.width + 8,
        height: context.geometry.rowHeight + 4,
      };
      const rect = boundsOf(pageToImage, [
        { x: page.x, y: page.y },
        { x: page.x + page.width, y: page.y },
        { x: page.x + page.width, y: page.y + page.height },
        { x: page.x, y: page.y + page.height },
      ]);
      const png =
        context.cropPngs === false ? undefined : await greyToPng(straighten(image, pageToImage, page, 2));
      reading.crop = { rect, ...(png ? { png } : {}) };
    }
    issues.push(reading);
  }
  return {
    sha256,
    pageStatus: status,
    codeText,
    code,
    orientation: measurable ? (alignment?.orientation ?? null) : null,
    pageToImage,
    image: { width: image.width, height: image.height },
    issues,
    needsPerson: status !== 'read' || issues.some((issue) => issue.reading === 'doubtful'),
  };
}
