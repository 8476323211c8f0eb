/**
 * Reference numbers for both forms' requests (the appointment request and the contact form): the
 * visitor reads it out on the phone, and the outbox keys a saved request by it.
 */
import { toIsoDate } from './calendar';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O or 1/I: read aloud on the phone

/** 'DEH-YYMMDD-XXXX': the request date and four random characters that are easy to read aloud. */
export function referenceNumber(today: string, random: () => number = Math.random): string {
  const compact = today.replace(/-/g, '').slice(2);
  const suffix = Array.from({ length: 4 }, () => REFERENCE_ALPHABET[Math.floor(random() * REFERENCE_ALPHABET.length)]).join('');
  return `DEH-${compact}-${suffix}`;
}

export const REFERENCE_PATTERN = /^DEH-\d{6}-[A-HJ-NP-Z2-9]{4}$/;

/** A new reference for a request made at `moment`, dated on the visitor's own calendar. */
export function newReference(moment: Date = new Date()): string {
  return referenceNumber(toIsoDate(moment));
}
