'use client';
import { useClientSnapshot } from './use-client-snapshot';

interface NetworkInformation extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

function connection(): NetworkInformation | undefined {
  return (globalThis.navigator as (Navigator & { connection?: NetworkInformation }) | undefined)?.connection;
}

/** Whether the visitor asked to save data or is on 2G: then nothing heavy loads by itself. */
export function prefersSavingData(info: NetworkInformation | undefined = connection()): boolean {
  return Boolean(info && (info.saveData || info.effectiveType === '2g' || info.effectiveType === 'slow-2g'));
}

/**
 * True when Save-Data is on or the connection is 2G (Network Information API; false where the
 * browser does not have it, and during server rendering). Follows changes of the connection.
 */
const followConnection = (onChange: () => void) => {
  const info = connection();
  info?.addEventListener('change', onChange);
  return () => info?.removeEventListener('change', onChange);
};
const savingData = () => prefersSavingData();

export function useSaveData(): boolean {
  return useClientSnapshot(followConnection, savingData, false);
}
