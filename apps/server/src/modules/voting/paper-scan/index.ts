/**
 * Reading returned paper ballots (issue #27 item 2): PDF pages or photos in, per page the ballot
 * code (checked), the page's status and each issue's reading, with crops of the doubtful ones.
 */
export { type BoxScores, THRESHOLDS } from './boxes';
export { decodeGrey, type GreyImage, greyToPng } from './grey-image';
export type { Homography } from './homography';
export { type PdfPage, pdfPageCount, RENDER_SCALE, renderPdfFile, renderPdfPages } from './pdf-pages';
export {
  type BallotReading,
  type IssueReading,
  type PageStatus,
  type PixelRect,
  type ReadContext,
  readBallotImage,
} from './read-ballot';
export {
  readUploadedFile,
  UPLOAD_MIME_TYPES,
  type UploadedPage,
  type UploadProgress,
} from './read-upload';
