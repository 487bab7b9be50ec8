import {
  AREA_CORRECTION_SHEET,
  areaCorrectionColumns,
  HIGH_RISE_BUILDING_SHEET,
  HIGH_RISE_HOUSE_SHEET,
  highRiseBuildingColumns,
  highRiseHouseColumns,
  VILLA_GROUP_SHEET,
  VILLA_HOUSE_SHEET,
  villaGroupColumns,
  villaHouseColumns,
} from '@gongzhi/domain/roster/import-rows';
import ExcelJS from '../file/exceljs';

export type TemplateType = 'HIGH_RISE' | 'VILLA' | 'AREA_CORRECTION';

type Sheet = { name: string; headers: readonly string[]; rows: (string | number)[][] };

const HOUSE_EXAMPLES: (string | number)[][] = [];
for (const unit of ['1', '2']) {
  for (let floor = 1; floor <= 3; floor += 1) {
    for (let position = 1; position <= 2; position += 1) {
      const owner = floor === 1 && position === 1;
      HOUSE_EXAMPLES.push([
        '示例1栋',
        unit,
        floor,
        `${floor}0${position}`,
        89.5 + position * 10,
        owner ? `示例业主${unit}` : '',
        owner ? `1390000990${unit}` : '',
        owner ? '居民身份证' : '',
        owner ? (unit === '1' ? '11010519491231002X' : '110101199003074477') : '',
      ]);
    }
  }
}

const SHEETS: Record<TemplateType, { data: Sheet[]; notes: string[] }> = {
  HIGH_RISE: {
    data: [
      {
        name: HIGH_RISE_BUILDING_SHEET,
        headers: highRiseBuildingColumns.map((c) => c.header),
        rows: [['示例1栋', 2, 3]],
      },
      {
        name: HIGH_RISE_HOUSE_SHEET,
        headers: highRiseHouseColumns.map((c) => c.header),
        rows: HOUSE_EXAMPLES,
      },
    ],
    notes: [
      '1. “楼栋”工作表：每行一个楼栋，楼栋名称必填且不能重复；单元数、楼层数选填。',
      '2. “房屋”工作表：每行一套房屋，楼栋名称须在“楼栋”工作表中填写或已存在于本小区；同一楼栋同一单元的房号不能重复。',
      '3. 建筑面积单位为平方米，最多两位小数，须大于0且不超过100000。',
      '4. 业主信息选填；填写业主姓名时须填写11位手机号；证件类型填写：居民身份证、护照、港澳居民来往内地通行证（香港）等，身份证号须正确。',
      '5. 导入为全部成功或全部失败；重复导入同一文件不会产生变化，已有房屋按楼栋+单元+房号匹配并更新楼层、面积，业主只增不减。',
      '6. 表中的示例数据可直接导入体验，正式导入前请删除。',
    ],
  },
  VILLA: {
    data: [
      { name: VILLA_GROUP_SHEET, headers: villaGroupColumns.map((c) => c.header), rows: [['示例别墅组']] },
      {
        name: VILLA_HOUSE_SHEET,
        headers: villaHouseColumns.map((c) => c.header),
        rows: [
          ['示例别墅组', 'V01', 265, '示例业主', '13900009903', '居民身份证', '11010519491231002X'],
          ['示例别墅组', 'V02', 280.5, '', '', '', ''],
        ],
      },
    ],
    notes: [
      '1. “别墅组”工作表：每行一个别墅组，名称必填且不能重复。',
      '2. “别墅”工作表：每行一栋别墅，别墅组名称须在“别墅组”工作表中填写或已存在于本小区；同一别墅组的房号不能重复。',
      '3. 建筑面积单位为平方米，最多两位小数，须大于0且不超过100000。',
      '4. 业主信息选填，规则同高层名册；导入为全部成功或全部失败。',
    ],
  },
  AREA_CORRECTION: {
    data: [
      {
        name: AREA_CORRECTION_SHEET,
        headers: areaCorrectionColumns.map((c) => c.header),
        rows: [['示例1栋', '1', '101', 99.5]],
      },
    ],
    notes: ['按楼栋名称、单元（别墅不填）、房号匹配已有房屋，表决面积单位为平方米，须大于0且不超过100000。'],
  },
};

/** The import template of a roster type: data sheets with example rows, plus 填写说明. */
export async function buildImportTemplate(type: TemplateType): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const spec = SHEETS[type];
  for (const sheet of spec.data) {
    const ws = workbook.addWorksheet(sheet.name);
    ws.addRow([...sheet.headers]);
    ws.getRow(1).font = { bold: true };
    ws.columns.forEach((column) => {
      column.width = 16;
    });
    for (const row of sheet.rows) ws.addRow(row);
  }
  const notes = workbook.addWorksheet('填写说明');
  notes.getColumn(1).width = 120;
  for (const line of spec.notes) notes.addRow([line]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const TEMPLATE_NAMES: Record<TemplateType, string> = {
  HIGH_RISE: '高层名册导入模板.xlsx',
  VILLA: '别墅名册导入模板.xlsx',
  AREA_CORRECTION: '表决面积更正模板.xlsx',
};
