import type { BuildingAttribute } from '@gongzhi/domain/roster/roster-enums';
/** Demo buildings of each community; areas are integers in 0.01 m² (DESIGN §5). */
export type DemoBuilding = {
  buildingName: string;
  buildingAttribute: BuildingAttribute;
  unitCount: number;
  floorCount: number;
  housesPerFloor: number;
  /** Register area of each house, 0.01 m²; varied per house so sums are not trivial. */
  baseArea: number;
};

export const DEMO_BUILDINGS: Readonly<Record<string, readonly DemoBuilding[]>> = {
  YGHY001: [
    {
      buildingName: '1栋',
      buildingAttribute: 'HIGH_RISE',
      unitCount: 2,
      floorCount: 6,
      housesPerFloor: 2,
      baseArea: 8_950,
    },
    {
      buildingName: '2栋',
      buildingAttribute: 'HIGH_RISE',
      unitCount: 2,
      floorCount: 6,
      housesPerFloor: 2,
      baseArea: 10_320,
    },
    {
      buildingName: '3栋',
      buildingAttribute: 'HIGH_RISE',
      unitCount: 1,
      floorCount: 11,
      housesPerFloor: 2,
      baseArea: 12_805,
    },
    {
      buildingName: '别墅区',
      buildingAttribute: 'VILLA',
      unitCount: 1,
      floorCount: 1,
      housesPerFloor: 8,
      baseArea: 26_500,
    },
  ],
  XFL001: [
    {
      buildingName: 'A座',
      buildingAttribute: 'HIGH_RISE',
      unitCount: 1,
      floorCount: 5,
      housesPerFloor: 2,
      baseArea: 7_600,
    },
    {
      buildingName: 'B座',
      buildingAttribute: 'HIGH_RISE',
      unitCount: 1,
      floorCount: 5,
      housesPerFloor: 2,
      baseArea: 8_240,
    },
  ],
  TYXQ001: [
    {
      buildingName: '体验1栋',
      buildingAttribute: 'HIGH_RISE',
      unitCount: 1,
      floorCount: 4,
      housesPerFloor: 2,
      baseArea: 9_000,
    },
  ],
};

export type DemoHouse = { unitNo: string | null; floor: number; houseNo: string; registerArea: number };

/** Houses of one building: high-rise numbers are floor + position (`1201`), villas are `V01`…. */
export function demoHousesOf(building: DemoBuilding): DemoHouse[] {
  const houses: DemoHouse[] = [];
  for (let unit = 1; unit <= building.unitCount; unit += 1) {
    for (let floor = 1; floor <= building.floorCount; floor += 1) {
      for (let position = 1; position <= building.housesPerFloor; position += 1) {
        const index = houses.length;
        const isVilla = building.buildingAttribute === 'VILLA';
        houses.push({
          unitNo: isVilla ? null : String(unit),
          floor,
          houseNo: isVilla
            ? `V${String(position).padStart(2, '0')}`
            : `${floor}${String(position).padStart(2, '0')}`,
          registerArea: building.baseArea + ((index * 37) % 400),
        });
      }
    }
  }
  return houses;
}
