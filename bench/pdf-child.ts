/** One measured PDF run in its own process: `<pages> <file>`; prints pages/s and peak RSS. */
import { writePdf } from '../apps/server/src/modules/file/export/pdf-export';
import { peakRssMb } from './support/child';

const [pagesText, file] = process.argv.slice(2);
const pages = Number(pagesText);
if (file && pages > 0) {
  const started = performance.now();
  await writePdf(file, {
    count: pages,
    title: '房屋花名册',
    renderPage: (doc, index) => {
      doc.fontSize(18).text(`阳光花园 业主大会表决票 第${index + 1}页`, 50, 50);
      doc.fontSize(11);
      for (let line = 0; line < 12; line += 1) {
        doc.text(
          `${(index % 40) + 1}栋${(line % 3) + 1}单元${line + 1}0${(index % 4) + 1}室  面积 ${(89.5 + line).toFixed(2)}㎡  业主 张三${line}  同意□ 不同意□ 弃权□`,
          50,
          90 + line * 22,
        );
      }
      doc.text('本表决票由业主委员会统一印制，请于截止日期前投入票箱。', 50, 380, { width: 495 });
    },
  });
  const ms = performance.now() - started;
  console.log(
    JSON.stringify({
      ms: Math.round(ms),
      peakRssMb: peakRssMb(),
      pagesPerSecond: Math.round((pages / ms) * 1000),
    }),
  );
}
