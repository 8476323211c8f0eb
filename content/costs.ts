/**
 * The /costs/ page: what is free, the government schemes the hospital accepts and what a gift
 * pays for. Prices, scheme details and gift figures are sample content (see content/README.md):
 * the page claims nothing about a scheme beyond what is written here.
 */
export interface CostItem {
  id: 'consultation' | 'surgery' | 'lens' | 'other-surgery' | 'medicines' | 'glasses' | 'food' | 'transport';
  name: string;
  /** Free for everyone, or paid (possibly covered by a scheme or only in part). */
  free: boolean;
  text: string;
}

export interface Scheme {
  id: 'pm-jay' | 'jharkhand';
  name: string;
  text: string[];
  /** Official pages and helpline; only what the scheme itself publishes. */
  links: { href: string; label: string }[];
}

export interface Gift {
  /** Rupees. */
  amount: number;
  pays: string;
}

export interface CostsContent {
  lastReviewed: string;
  items: CostItem[];
  schemes: Scheme[];
  schemeBring: string[];
  gifts: Gift[];
}

const costs: CostsContent = {
  lastReviewed: '2026-11-16',
  items: [
    { id: 'consultation', name: 'Seeing the doctor', free: true, text: 'Free at all three branches. The eye test is free too.' },
    { id: 'surgery', name: 'Cataract operation', free: true, text: 'Free with a standard lens, for every patient who cannot pay.' },
    { id: 'lens', name: 'Special lens', free: false, text: 'The standard lens is free. A foldable or special lens costs ₹4,000 to ₹15,000. You choose.' },
    { id: 'other-surgery', name: 'Other operations', free: false, text: 'A scheme card may pay for it. If not, we tell you the cost before we start.' },
    { id: 'medicines', name: 'Medicines and drops', free: false, text: 'Drops after a free operation are free. Other medicines cost little at our shop.' },
    { id: 'glasses', name: 'Glasses', free: false, text: 'Frames start at ₹200. Glasses are free for school children from our eye screening.' },
    { id: 'food', name: 'Food', free: true, text: 'Free meals for the patient and one companion on the day of an operation.' },
    { id: 'transport', name: 'Bus from eye camps', free: true, text: 'A free bus takes camp patients to the hospital for the operation, and back home.' },
  ],
  schemes: [
    {
      id: 'pm-jay',
      name: 'Ayushman Bharat PM-JAY',
      text: [
        'A government scheme that pays for hospital care for poor families, up to ₹5 lakh a family each year.',
        'Every person aged 70 or more can join, whatever the family’s income.',
        'We accept it for eye operations.',
      ],
      links: [
        { href: 'https://beneficiary.nha.gov.in/', label: 'Check if you are covered (official site)' },
        { href: 'tel:14555', label: 'PM-JAY helpline: 14555 (free call)' },
      ],
    },
    {
      id: 'jharkhand',
      name: 'Jharkhand’s state health scheme (Mukhyamantri Abua Swasthya Suraksha Yojana)',
      text: ['We accept the state scheme for the eye operations it covers.', 'Our counsellor checks your card and tells you what it covers.'],
      links: [],
    },
  ],
  schemeBring: [
    'The patient’s Aadhaar card.',
    'The Ayushman card, or the state scheme card, if you have one.',
    'Your ration card.',
    'The mobile phone linked to your Aadhaar. A code (OTP) is sent to it.',
  ],
  gifts: [
    { amount: 500, pays: 'Glasses for 2 school children.' },
    { amount: 1500, pays: 'The bus, meals and drops for one patient from an eye camp.' },
    { amount: 3000, pays: 'One cataract operation with a lens.' },
    { amount: 10000, pays: 'An eye camp for one village.' },
  ],
};

export default costs;
