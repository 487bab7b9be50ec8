import { useQuery } from '@tanstack/react-query';
import { buildingOptionsQuery, houseOptionsQuery } from '../../features/certification/certification-api';

/** The buildings of the chosen community and the houses of the chosen building, as select options. */
export function useCertifyOptions(communityInfoCode: string, buildingCode: string) {
  const buildings = useQuery(buildingOptionsQuery(communityInfoCode || undefined));
  const houses = useQuery(houseOptionsQuery(communityInfoCode || undefined, buildingCode || undefined));
  return {
    buildings: (buildings.data ?? []).map((building) => ({
      value: building.buildingCode,
      label: building.buildingName,
    })),
    houses: (houses.data ?? []).map((house) => ({
      value: house.houseCode,
      label: house.unitNo ? `${house.unitNo}-${house.houseNo}` : house.houseNo,
    })),
  };
}
