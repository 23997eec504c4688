import { roundToDecimals } from '../expressions/roundToDecimals';
import type { DistanceUnit } from './calculatedFunction.types';
import { toFiniteNumber } from './toFiniteNumber';

/** Earth radius of the spherical model (spec 001 §9). @public */
export const EARTH_RADIUS_METERS = 6_371_000;

/** Options of {@link distanceBetweenCoordinates}. @public */
export interface DistanceOptions {
  readonly unit?: DistanceUnit;
  readonly decimalsPlaces?: number;
}

/**
 * Distance between two points on a sphere of radius 6371000 m by the spherical law of cosines
 * (spec 001 §5.2), in metres or kilometres (metres / 1000). Coordinates are degrees, as numbers or
 * numeric strings; a missing, non-numeric or out-of-range coordinate (|latitude| > 90,
 * |longitude| > 180) gives no result (`null`).
 * @public
 */
export function distanceBetweenCoordinates(
  first: { readonly latitude: unknown; readonly longitude: unknown },
  second: { readonly latitude: unknown; readonly longitude: unknown },
  options: DistanceOptions = {},
): number | null {
  const latitude1 = readCoordinate(first.latitude, 90);
  const longitude1 = readCoordinate(first.longitude, 180);
  const latitude2 = readCoordinate(second.latitude, 90);
  const longitude2 = readCoordinate(second.longitude, 180);
  if (latitude1 === null || longitude1 === null || latitude2 === null || longitude2 === null) {
    return null;
  }
  const phi1 = toRadians(latitude1);
  const phi2 = toRadians(latitude2);
  const deltaLambda = toRadians(longitude2 - longitude1);
  const cosine =
    Math.sin(phi1) * Math.sin(phi2) + Math.cos(phi1) * Math.cos(phi2) * Math.cos(deltaLambda);
  // Rounding can push the cosine of a zero angle just past 1, where acos is NaN.
  const meters = Math.acos(Math.min(1, Math.max(-1, cosine))) * EARTH_RADIUS_METERS;
  const distance = options.unit === 'km' ? meters / 1000 : meters;
  return options.decimalsPlaces === undefined
    ? distance
    : roundToDecimals(distance, options.decimalsPlaces);
}

function readCoordinate(value: unknown, limit: number): number | null {
  const number = toFiniteNumber(value);
  return number !== null && Math.abs(number) <= limit ? number : null;
}

function toRadians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}
