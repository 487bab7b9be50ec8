import { formatArea } from '@gongzhi/domain/roster/area';
import type { BuildingAttribute } from '@gongzhi/domain/roster/roster-enums';
import { type CSSProperties, Fragment, type MouseEvent, memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { House } from './roster-api';
import './locale';

/** Natural order for unit and house numbers: 2 before 10, 1-2 before 1-10. */
const collator = new Intl.Collator('zh-CN', { numeric: true, sensitivity: 'base' });

/** One grid position of a floor row: a house, an empty place in a unit, or the gap between units. */
export type GridSlot = { kind: 'house'; house: House } | { kind: 'empty' } | { kind: 'gap' };

export type GridLayout = {
  /** CSS grid-template-columns of the whole grid (floor label column first for high-rise). */
  columns: string;
  /** Unit headers (high-rise), left to right, with the number of columns each spans. */
  units: { unit: string; span: number }[];
  /** High-rise: one row per floor, top floor first, slots in column order. */
  rows: { floor: number; slots: GridSlot[] }[];
  /** Villas: the houses in house-number order, flowing. */
  villas: House[];
};

const CELL_WIDTH = 'minmax(88px, 136px)';
const UNIT_GAP = '10px';

/**
 * Places a building's houses (pure, so the layout is testable and computed once per list):
 * high-rise floors are rows, top floor first, each unit a band of columns as wide as its widest
 * floor, so a house keeps its column on every floor. Rows list every slot in order, so the browser
 * places cells by auto-flow and no cell needs an inline style. Villas flow in one simple grid.
 */
export function layoutHouses(houses: readonly House[], attribute: BuildingAttribute): GridLayout {
  if (attribute === 'VILLA') {
    const villas = [...houses].sort((a, b) => collator.compare(a.houseNo, b.houseNo));
    return { columns: 'repeat(auto-fill, minmax(112px, 136px))', units: [], rows: [], villas };
  }

  const byFloorUnit = new Map<number, Map<string, House[]>>();
  const unitWidth = new Map<string, number>();
  for (const house of houses) {
    const unit = house.unitNo ?? '';
    let floorUnits = byFloorUnit.get(house.floor);
    if (!floorUnits) {
      floorUnits = new Map();
      byFloorUnit.set(house.floor, floorUnits);
    }
    const list = floorUnits.get(unit);
    if (list) list.push(house);
    else floorUnits.set(unit, [house]);
  }
  for (const floorUnits of byFloorUnit.values()) {
    for (const [unit, list] of floorUnits) {
      list.sort((a, b) => collator.compare(a.houseNo, b.houseNo));
      unitWidth.set(unit, Math.max(unitWidth.get(unit) ?? 0, list.length));
    }
  }

  const unitOrder = [...unitWidth.keys()].sort(collator.compare);
  const units = unitOrder.map((unit) => ({ unit, span: unitWidth.get(unit) ?? 1 }));
  const bands = units.map(({ span }) => `repeat(${span}, ${CELL_WIDTH})`).join(` ${UNIT_GAP} `);

  const rows = [...byFloorUnit.keys()]
    .sort((a, b) => b - a)
    .map((floor) => {
      const floorUnits = byFloorUnit.get(floor);
      const slots: GridSlot[] = [];
      units.forEach(({ unit, span }, index) => {
        if (index > 0) slots.push({ kind: 'gap' });
        const list = floorUnits?.get(unit) ?? [];
        for (const house of list) slots.push({ kind: 'house', house });
        for (let rest = list.length; rest < span; rest += 1) slots.push({ kind: 'empty' });
      });
      return { floor, slots };
    });
  return { columns: `64px ${bands}`, units, rows, villas: [] };
}

type HouseGridProps = {
  houses: readonly House[];
  attribute: BuildingAttribute;
  /** Called with the house code of the clicked cell. */
  onOpen: (houseCode: string) => void;
};

/**
 * The houses of one building as a grid (house number, area, owners, certification state). Built
 * for 600+ houses: plain buttons, one delegated click handler, no component per cell, and memoised
 * so opening a drawer does not re-render it.
 */
export const HouseGrid = memo(function HouseGrid({ houses, attribute, onOpen }: HouseGridProps) {
  const { t } = useTranslation('roster');
  const layout = useMemo(() => layoutHouses(houses, attribute), [houses, attribute]);
  const highRise = attribute !== 'VILLA';

  const texts = useMemo(
    () => ({
      certified: t('houses.certified'),
      uncertified: t('houses.uncertified'),
      noOwner: t('houses.noOwner'),
      noArea: t('houses.noArea'),
      owners: (count: number) => t('houses.owners', { count }),
    }),
    [t],
  );

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-house-code]');
    const code = target?.dataset.houseCode;
    if (code) onOpen(code);
  };

  const cell = (house: House) => {
    const certified = house.certificationState === 'YES';
    const area = house.area === null ? texts.noArea : `${formatArea(house.area)}㎡`;
    const owners = house.ownerCount > 0 ? texts.owners(house.ownerCount) : texts.noOwner;
    const state = certified ? texts.certified : texts.uncertified;
    return (
      <button
        key={house.houseCode}
        type="button"
        className={`house-cell${certified ? ' house-cell--certified' : ''}${
          house.ownerCount === 0 ? ' house-cell--empty' : ''
        }`}
        data-house-code={house.houseCode}
      >
        <span className="house-cell__top">
          <span className="house-cell__no">{house.houseNo}</span>
          <i className="house-cell__state">{state}</i>
        </span>
        <span className="house-cell__area">{area}</span>
        <span className="house-cell__owners">{owners}</span>
      </button>
    );
  };

  // Every floor row is its own grid on the same column template (aligned columns), so rows off
  // screen can skip layout and paint (content-visibility in roster.css).
  const style = { '--house-columns': layout.columns } as CSSProperties;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: clicks are delegated from the buttons inside.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the buttons inside handle the keyboard themselves.
    <div
      className={`house-grid ${highRise ? 'house-grid--floors' : 'house-grid--villa'}`}
      style={style}
      onClick={onClick}
      data-testid="house-grid"
    >
      {highRise ? (
        <>
          <div className="house-grid__row house-grid__row--head">
            <span />
            {layout.units.map(({ unit, span }, index) => (
              <Fragment key={`unit-${unit}`}>
                {index > 0 ? <span /> : null}
                <div className="house-grid__unit" style={{ gridColumn: `span ${span}` }}>
                  {unit ? t('houses.unit', { unit }) : ''}
                </div>
              </Fragment>
            ))}
          </div>
          {layout.rows.map(({ floor, slots }) => (
            <div key={`floor-${floor}`} className="house-grid__row">
              <div className="house-grid__floor">{t('houses.floor', { floor })}</div>
              {slots.map((slot, index) =>
                slot.kind === 'house' ? (
                  cell(slot.house)
                ) : (
                  // Fillers have no identity beyond their place in the row.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <span key={`${floor}-${index}`} className={`house-grid__${slot.kind}`} />
                ),
              )}
            </div>
          ))}
        </>
      ) : (
        layout.villas.map(cell)
      )}
    </div>
  );
});
