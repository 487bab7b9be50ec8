import PDFDocument from 'pdfkit';
import { cjkFont } from '../file/export/cjk-font';

/** File name of the downloadable work-proof template (SPEC §7 "download a work-proof template"). */
export const PROOF_TEMPLATE_NAME = '政府工作人员工作证明模板.pdf';

const LINES = [
  '兹证明 ________（姓名），身份证号 ____________________，',
  '系我单位 ____________________（街道办事处 / 社区居民委员会）在职工作人员，',
  '现任 ____________ 职务，负责辖区内小区自治相关工作。',
  '',
  '特此证明。',
];

/** A one-page A4 work-proof template the applicant prints, fills, stamps and uploads. */
export async function renderProofTemplate(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 72, info: { Title: '工作证明' } });
  doc.registerFont('cjk', cjkFont());
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.font('cjk').fontSize(22).text('工作证明', { align: 'center' });
  doc.moveDown(2).fontSize(13);
  for (const line of LINES) doc.text(line, { lineGap: 10 });
  doc.moveDown(4);
  doc.text('单位名称（盖章）：____________________', { align: 'right' });
  doc.moveDown();
  doc.text('日期：______年____月____日', { align: 'right' });
  doc.moveDown(4).fontSize(10).fillColor('#DD4B37');
  doc.text('伪造或冒用他人信息须承担法律责任', { align: 'center' });
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
