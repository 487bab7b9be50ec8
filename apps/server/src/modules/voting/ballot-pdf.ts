import { formatArea } from '@gongzhi/domain/roster/area';
import { IssueType } from '@gongzhi/domain/voting/issue-types';
import { offeredChoices, VoteChoice } from '@gongzhi/domain/voting/voting-settings';
import QRCode from 'qrcode';
import type { PdfDocument } from '../file/export/pdf-export';
import { type BallotCode, ballotCodeText } from './ballot-code';
import {
  BALLOT_QR,
  type BallotGeometry,
  ballotGeometry,
  ISSUE_TABLE,
  REGISTRATION_MARKS,
} from './ballot-layout';
import type { VotingIssueRow, VotingRow } from './repository';

/** The QR mask pattern of every ballot code (see drawQr). */
export const QR_MASK = 0;

import { shanghaiTime } from './shanghai-time';

/** One printed ballot: the voter's owners and houses (empty for a blank ballot). */
export type BallotSheet = {
  voterKey: string;
  owners: string;
  houses: string[];
  area: number;
};

export type BallotLayout = {
  communityName: string;
  voting: Pick<VotingRow, 'votingCode' | 'title' | 'startDate' | 'endDate' | 'settings'>;
  issues: readonly Pick<VotingIssueRow, 'issueKey' | 'title' | 'issueType'>[];
};

/** Where the boxes, marks and QR code of this vote's ballots are (see ballot-layout.ts). */
export function geometryOf(layout: BallotLayout): BallotGeometry<VoteChoice> {
  return ballotGeometry(
    layout.issues.map((issue) => issue.issueKey),
    offeredChoices(layout.voting.settings),
  );
}

/** What the QR code of the ballot printed at `index` (0-based) carries; the serial is the printed number. */
export function ballotCodeOf(
  votingCode: string,
  sheet: Pick<BallotSheet, 'voterKey'>,
  index: number,
): BallotCode {
  return { votingCode, serial: index + 1, voterKey: sheet.voterKey };
}

/**
 * Draws a QR code as an inline image mask, one bit per module (dark = 1), scaled to `size`: about
 * 300 bytes of operators a page, where one rectangle per run of modules took ten times that. The
 * mask pattern is fixed: choosing the best of the eight (the library's default) is 5 times the cost
 * of the whole code, and any mask reads.
 */
function drawQr(doc: PdfDocument, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M', maskPattern: QR_MASK });
  doc.addContent(qrImageOps(qr.modules.data, qr.modules.size, x, y, size));
}

/** The operators of {@link drawQr}: `q 0 g {size} 0 0 -{size} {x} {y+size} cm BI … ID {hex}> EI Q`. */
export function qrImageOps(
  data: ArrayLike<number | boolean>,
  count: number,
  x: number,
  y: number,
  size: number,
) {
  const rowBytes = Math.ceil(count / 8);
  let hex = '';
  for (let row = 0; row < count; row += 1) {
    for (let byte = 0; byte < rowBytes; byte += 1) {
      let value = 0;
      for (let bit = 0; bit < 8; bit += 1) {
        const col = byte * 8 + bit;
        if (col < count && data[row * count + col]) value |= 0x80 >> bit;
      }
      hex += value < 16 ? `0${value.toString(16)}` : value.toString(16);
    }
  }
  return `q 0 g ${size} 0 0 ${-size} ${x} ${y + size} cm\nBI /W ${count} /H ${count} /IM true /BPC 1 /D [1 0] /F /AHx ID ${hex}> EI Q`;
}

const LEFT = ISSUE_TABLE.left;
const WIDTH = ISSUE_TABLE.width;

/**
 * What every ballot of a vote shares: registration marks, heading, instructions, issues with option
 * boxes (drawn squares at the positions of ballot-layout.ts), signature.
 */
function renderStaticPart(doc: PdfDocument, layout: BallotLayout) {
  const geometry = geometryOf(layout);
  for (const mark of REGISTRATION_MARKS) doc.rect(mark.x, mark.y, mark.size, mark.size);
  doc.fill('black');
  doc.fontSize(16).text(`${layout.communityName} 业主大会表决票`, LEFT, 46, { width: 400, lineBreak: false });
  doc.fontSize(11).text(layout.voting.title, LEFT, 72, { width: 400, height: 30, ellipsis: true });
  doc.fontSize(7).text(layout.voting.votingCode, 460, 113, { width: 100, align: 'center', lineBreak: false });
  doc
    .fontSize(9)
    .text(
      `表决时间：${shanghaiTime(layout.voting.startDate)} 至 ${shanghaiTime(layout.voting.endDate)}`,
      LEFT,
      104,
      { lineBreak: false },
    );
  doc.fontSize(10).text('业主：', LEFT, 130, { lineBreak: false });
  doc.text('房屋：', LEFT, 148, { lineBreak: false });
  doc.text('面积：', LEFT, 192, { lineBreak: false });
  doc.fontSize(9).text('请在每个议题所选意见的方框内打“√”，每个议题只选一项；未选视为空白。', LEFT, 214, {
    lineBreak: false,
  });
  const { rowHeight } = geometry;
  let y = ISSUE_TABLE.top;
  for (const [position, issue] of layout.issues.entries()) {
    doc.rect(LEFT, y, WIDTH, rowHeight).stroke();
    doc
      .fontSize(10)
      .text(`${position + 1}. ${issue.title}（${IssueType.label(issue.issueType)}）`, LEFT + 6, y + 6, {
        width: WIDTH - 12,
        height: 14,
        ellipsis: true,
        lineBreak: false,
      });
    y += rowHeight;
  }
  doc.lineWidth(1);
  for (const box of geometry.boxes) doc.rect(box.x, box.y, box.size, box.size);
  doc.stroke();
  doc.fontSize(11);
  for (const box of geometry.boxes) {
    doc.text(VoteChoice.label(box.choice), box.x + box.size + 4, box.y - 1, { lineBreak: false });
  }
  doc
    .fontSize(11)
    .text(
      '业主签字（按手印）：＿＿＿＿＿＿＿＿    日期：＿＿＿＿年＿＿月＿＿日',
      LEFT,
      Math.min(y + 24, 720),
      {
        lineBreak: false,
      },
    );
}

type Recording = { addContent: (data: string) => PdfDocument };
type PdfRef = { end: (chunk?: string) => void };
type PageInternals = {
  width: number;
  height: number;
  xobjects: Record<string, unknown>;
  resources: { data: Record<string, unknown> };
};
type RefMaker = { ref: (data: Record<string, unknown>) => PdfRef };

/** The resource name of the shared part of a ballot (a form XObject). */
export const BALLOT_FORM = 'Ballot';

/**
 * Lays out the part every ballot shares once, recording its drawing operators instead of setting
 * them on the page, and stores them as a form XObject of the document: every page then draws it
 * with one operator, so neither layout nor compression is repeated per page.
 */
function ballotForm(doc: PdfDocument, layout: BallotLayout): PdfRef {
  const ops: string[] = [];
  const target = doc as unknown as Recording;
  const original = target.addContent;
  target.addContent = (data: string) => {
    ops.push(data);
    return doc;
  };
  try {
    renderStaticPart(doc, layout);
  } finally {
    target.addContent = original;
  }
  const page = doc.page as unknown as PageInternals;
  const { Font, ExtGState } = page.resources.data;
  const form = (doc as unknown as RefMaker).ref({
    Type: 'XObject',
    Subtype: 'Form',
    FormType: 1,
    BBox: [0, 0, page.width, page.height],
    Resources: {
      ProcSet: ['PDF', 'Text'],
      Font: { ...(Font as object) },
      ...(ExtGState ? { ExtGState } : {}),
    },
  });
  form.end(ops.join('\n'));
  return form;
}

/**
 * The page function of the ballot PDF (exported for the benchmark). The part every ballot shares is
 * laid out once, as a form XObject (see {@link ballotForm}) drawn on every page; only the voter's
 * owners, houses, area, the ballot number and the ballot's own QR code (see ballot-code.ts, keyed
 * with `codeKey`) are set per page.
 */
export function createBallotRenderer(layout: BallotLayout, codeKey: Buffer) {
  let recorded: { doc: PdfDocument; form: PdfRef } | null = null;
  return (doc: PdfDocument, sheet: BallotSheet, index: number, pages: number) => {
    if (recorded?.doc !== doc) recorded = { doc, form: ballotForm(doc, layout) };
    (doc.page as unknown as PageInternals).xobjects[BALLOT_FORM] = recorded.form;
    doc.addContent(`/${BALLOT_FORM} Do`);
    const code = ballotCodeText(codeKey, ballotCodeOf(layout.voting.votingCode, sheet, index));
    drawQr(doc, code, BALLOT_QR.x, BALLOT_QR.y, BALLOT_QR.size);
    doc.fontSize(10).text(sheet.owners || '＿＿＿＿＿＿＿＿＿＿', LEFT + 30, 130, { lineBreak: false });
    const houses =
      sheet.houses.length > 0 ? sheet.houses.join('、') : '＿＿＿＿＿＿＿＿＿＿（请填写楼栋、单元、房号）';
    // Short lists (nearly every voter) skip line wrapping; long ones wrap into two lines.
    if (houses.length <= 40) doc.text(houses, LEFT + 30, 148, { lineBreak: false });
    else doc.text(houses, LEFT + 30, 148, { width: WIDTH - 30, height: 40, ellipsis: true });
    doc.text(sheet.houses.length > 0 ? `${formatArea(sheet.area)} ㎡` : '＿＿＿＿ ㎡', LEFT + 30, 192, {
      lineBreak: false,
    });
    doc
      .fontSize(8)
      .text(
        `表决票编号 ${layout.voting.votingCode}-${index + 1}    第 ${index + 1} / ${pages} 张`,
        LEFT + 150,
        745,
        {
          lineBreak: false,
        },
      );
  };
}
