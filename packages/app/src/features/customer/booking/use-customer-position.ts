import type { LatLon } from '@injury-assist/flows';
import { useEffect, useState } from 'react';
import { useBookingLogic } from './booking-logic';

/**
 * The customer's position for distances, asked for only once `wanted` (there is something to
 * measure), not on arrival; null until it is known, or when it cannot be.
 */
export function useCustomerPosition(wanted: boolean): LatLon | null {
  const { customerPosition } = useBookingLogic();
  const [position, setPosition] = useState<LatLon | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void customerPosition().then((found) => {
      if (current) setPosition(found);
    });
    return () => {
      current = false;
    };
  }, [wanted, customerPosition]);
  return position;
}
