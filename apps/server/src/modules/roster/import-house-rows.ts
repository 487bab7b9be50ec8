import type { IdCardType } from '@gongzhi/domain/certification/certification-enums';
import type { ImportOwner } from '@gongzhi/domain/roster/import-rows';

/** One house row of either import, in a common shape. */
export type HouseLine = {
  buildingName: string;
  unitNo: string | null;
  floor: number;
  houseNo: string;
  area: number;
  owner: ImportOwner | null;
};

/**
 * The house rows of a roster file, column by column. A row object (plus its owner object) per
 * house cost ~400 bytes each; held from the check to the apply and through the apply's
 * transaction, a 30,000-house file's rows were the largest part of the import's heap. Here a row is
 * an index; its repeated texts (building, unit) are stored once.
 */
export class HouseRows {
  /** Spreadsheet row numbers (1-based, as Excel shows them). */
  readonly row: number[] = [];
  readonly buildingName: string[] = [];
  readonly unitNo: (string | null)[] = [];
  readonly floor: number[] = [];
  readonly houseNo: string[] = [];
  readonly area: number[] = [];
  /** The owner columns: all null on a row without an owner. */
  readonly ownerName: (string | null)[] = [];
  readonly mobile: (string | null)[] = [];
  readonly cardType: (IdCardType | null)[] = [];
  readonly cardNo: (string | null)[] = [];
  private readonly texts = new Map<string, string>();

  get length(): number {
    return this.row.length;
  }

  /** The one stored copy of a text that repeats from row to row. */
  private shared(text: string): string {
    const known = this.texts.get(text);
    if (known !== undefined) return known;
    this.texts.set(text, text);
    return text;
  }

  push(row: number, line: HouseLine): void {
    this.row.push(row);
    this.buildingName.push(this.shared(line.buildingName));
    this.unitNo.push(line.unitNo === null ? null : this.shared(line.unitNo));
    this.floor.push(line.floor);
    this.houseNo.push(line.houseNo);
    this.area.push(line.area);
    const owner = line.owner;
    this.ownerName.push(owner ? owner.ownerName : null);
    this.mobile.push(owner ? owner.mobile : null);
    this.cardType.push(owner ? owner.cardType : null);
    this.cardNo.push(owner ? owner.cardNo : null);
  }
}
