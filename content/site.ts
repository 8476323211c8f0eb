/**
 * The hospital's facts: one source of truth for names, phones, hours, branches and statistics.
 * Sample values (see content/README.md) until the hospital supplies its own.
 */
import type { Branch, StatItem } from './types';

/** Builds a maps search link for an address (opens the visitor's maps app or site). */
export function mapsSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** Builds a key-less map embed URL for an address. */
export function mapsEmbedUrl(query: string): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`;
}

/** A phone number as written for people and as dialled by a tel: link. */
export interface Phone {
  display: string;
  tel: string;
}

function phone(display: string): Phone {
  return { display, tel: `tel:${display.replace(/[^\d+]/g, '')}` };
}

/** Opening hours: one value for every branch and page (see the README's Decisions). */
export const hours = {
  days: 'Monday to Saturday',
  open: '9:00 AM',
  close: '5:00 PM',
  /** 24-hour times for structured data and form rules. */
  opens: '09:00',
  closes: '17:00',
  closedDay: 'Sunday',
  emergency: '24x7',
} as const;

export const openingHoursText = `${hours.days}, ${hours.open} to ${hours.close}`;

const mainAddress = 'Drishti Eye Hospital, GT Road, Chouparan, Hazaribagh, Jharkhand 825406';
const email = 'care@drishtieyehospital.org';

export const site = {
  name: 'Drishti Eye Hospital',
  shortName: 'Drishti Eye',
  trust: 'Drishti Charitable Trust',
  tagline: 'Your vision, our priority',
  description:
    'A charitable eye hospital in Chouparan, Jharkhand, with vision centres in Chatra and Koderma: free cataract surgery, specialist eye care and community eye camps.',
  founded: 2013,
  contact: {
    phone: phone('+91 98765 43210'),
    emergency: phone('+91 98765 43211'),
    email,
    address: mainAddress,
    addressShort: 'GT Road, Chouparan, Hazaribagh, Jharkhand',
    mapsLink: mapsSearchUrl(mainAddress),
    mapsEmbed: mapsEmbedUrl(mainAddress),
    /** WhatsApp chat number, international form without '+'. */
    whatsapp: '919876543210',
  },
  social: {
    facebook: 'https://www.facebook.com/drishtieyehospital',
    instagram: 'https://www.instagram.com/drishtieyehospital',
    youtube: 'https://www.youtube.com/@drishtieyehospital',
    x: 'https://x.com/drishtieyehosp',
  },
  /** Ways to give that need no third-party script (shown in the donation dialog). */
  giving: {
    bank: {
      accountName: 'Drishti Charitable Trust',
      accountNumber: '000111222333444',
      ifsc: 'SBIN0000001',
      bank: 'State Bank of India, Chouparan branch',
    },
    upi: 'drishtitrust@sbi',
    note: 'Donations to the trust are used for free cataract surgery, eye camps and spectacles for children. Please e-mail us your name and PAN after giving so we can send a receipt.',
    /** Where the note asks donors to write, with a subject the office can sort by (no personal data in it). */
    receipt: { email, subject: 'Donation receipt' },
  },
} as const;

export const branches: readonly Branch[] = [
  {
    id: 'chouparan',
    name: 'Chouparan',
    hospitalName: 'Drishti Eye Hospital (main hospital)',
    timing: openingHoursText,
    address: mainAddress,
    phone: '+91 98765 43210',
    tel: '+91 98765 43214',
    map: { embed: mapsEmbedUrl(mainAddress), link: mapsSearchUrl(mainAddress) },
  },
  {
    id: 'chatra',
    name: 'Chatra Vision Centre',
    hospitalName: 'Drishti Vision Centre, Chatra',
    timing: openingHoursText,
    address: 'Near Sadar Hospital, Main Road, Chatra, Jharkhand 825401',
    phone: '+91 98765 43212',
    map: {
      embed: mapsEmbedUrl('Main Road, Chatra, Jharkhand 825401'),
      link: mapsSearchUrl('Main Road, Chatra, Jharkhand 825401'),
    },
  },
  {
    id: 'koderma',
    name: 'Koderma Vision Centre',
    hospitalName: 'Drishti Vision Centre, Koderma',
    timing: openingHoursText,
    address: 'Station Road, Jhumri Telaiya, Koderma, Jharkhand 825409',
    phone: '+91 98765 43213',
    map: {
      embed: mapsEmbedUrl('Station Road, Jhumri Telaiya, Koderma, Jharkhand 825409'),
      link: mapsSearchUrl('Station Road, Jhumri Telaiya, Koderma, Jharkhand 825409'),
    },
  },
];

/** Dialable tel: link for any displayed phone number. */
export function telHref(display: string): string {
  return phone(display).tel;
}

export const stats: readonly StatItem[] = [
  { icon: 'doctors', value: 9, label: 'Expert Doctors' },
  { icon: 'services', value: 10, label: 'Services' },
  { icon: 'surgeries', value: 70000, label: 'Surgeries' },
];
