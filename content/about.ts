/**
 * The About Hospital page's content: the story, the trust, its
 * partnerships, the 19 services, the culture accordion and the founder. Sample people and
 * registration details: see content/README.md.
 */
import { site } from './site';
import type { ImageRef, KeyPerson } from './types';

export interface Partnership {
  name: string;
  description: string;
}

/** One item of an accordion: a heading and the text it reveals. */
export interface CultureItem {
  title: string;
  content: string;
}

export const story: { paragraphs: string[]; image: ImageRef } = {
  paragraphs: [
    `${site.name} began in 2013 in two rented rooms on GT Road in Chouparan, with one surgeon, two nurses and a borrowed operating microscope. The nearest eye surgeon was then more than 60 km away, and many older people in the villages of Hazaribagh, Chatra and Koderma simply accepted that cataract would make them blind.`,
    'Today the main hospital in Chouparan has two modern operation theatres, a diagnostic wing with retina and glaucoma equipment, and wards for patients who travel from far. Vision centres in Chatra and Koderma examine patients close to home and send those who need surgery to Chouparan in the hospital’s own vehicle.',
    'Most of our patients are farmers, daily-wage workers, mothers and school children. Nobody is turned away because they cannot pay: cataract surgery is free for every patient who needs it, and the hospital works towards at least 10,000 free cataract operations a year.',
  ],
  image: { src: '/images/about/main-hospital.jpg', alt: 'The main hospital building on GT Road in Chouparan' },
};

export const trust = {
  name: site.trust,
  registeredYear: 2013,
  act: 'Indian Trust Act 1882',
  paragraphs: [
    `${site.name} is a unit of the ${site.trust}, a public charitable trust registered in 2013 under the Indian Trust Act 1882. The trust exists to prevent avoidable blindness among the rural poor of north Jharkhand.`,
    'The trust is run by a board of trustees who take no salary. Its accounts are audited every year, donations to it are eligible for tax deduction under section 80G of the Income Tax Act, and every rupee given is spent on surgery, camps, spectacles and the people who provide them.',
  ],
} as const;

export const partnerships: readonly Partnership[] = [
  {
    name: 'District Blindness Control Society',
    description:
      'Under the National Programme for Control of Blindness and Visual Impairment, the district societies of Hazaribagh, Chatra and Koderma send patients identified in government screening to us for free cataract surgery, and support our outreach camps.',
  },
  {
    name: 'Government health insurance scheme',
    description:
      'The hospital is empanelled under Ayushman Bharat PM-JAY, so families with the card are treated without cash for covered eye surgeries, including cataract, glaucoma and retina procedures.',
  },
  {
    name: 'Corporate social responsibility (CSR)',
    description:
      'Companies fund eye camps, school screening, spectacles for children and equipment through their CSR programmes. We report back to each partner with the number of people examined, operated and given glasses.',
  },
];

/** The 19 services listed on the About page. */
export const services: readonly string[] = [
  'Free cataract surgery (phaco and small-incision)',
  'Multifocal and toric lens implants',
  'Glaucoma diagnosis, laser and surgery',
  'Retina clinic: diabetic retinopathy screening and treatment',
  'Retinal laser and anti-VEGF injections',
  'Retinal detachment surgery referral and follow-up',
  'Cornea clinic: corneal ulcer and infection care',
  'Pterygium surgery with conjunctival graft',
  'Uveitis clinic',
  'Children’s eye care and squint surgery',
  'Lazy eye (amblyopia) treatment',
  'ICL and IPCL for spectacle-free vision',
  'Tear duct (dacryocystitis) surgery',
  'Eyelid and oculoplasty procedures',
  'Computerised eye testing and spectacles at low cost',
  'Low-vision aids and counselling',
  '24x7 eye emergency and injury care',
  'Community eye camps and school eye screening',
  'Vision centres in Chatra and Koderma',
];

export const culture: readonly CultureItem[] = [
  {
    title: 'Patients first, whatever they can pay',
    content:
      'Every patient is examined the same way, by the same doctors, with the same lenses, whether they pay the full fee, use a government card or pay nothing at all. Money is discussed only after the doctor has decided what the eye needs.',
  },
  {
    title: 'Safe surgery, every time',
    content:
      'Each operation day follows a written checklist: the eye to be operated is marked, instruments are sterilised and logged, and every patient is seen again the next morning, after one week and after one month. We review every complication as a team so it is not repeated.',
  },
  {
    title: 'Speaking the patient’s language',
    content:
      'Our staff explain the eye problem and the treatment in Hindi, Khortha or the patient’s own language, using pictures when that helps. Patients and their families leave knowing how to use their drops, what to avoid, and when to come back.',
  },
  {
    title: 'Going to the village, not waiting for it',
    content:
      'Many people who need us will never travel to a hospital on their own. Our outreach teams hold camps in village schools and panchayat halls, bring patients for surgery in our vehicle and take them home again.',
  },
  {
    title: 'Learning and teaching',
    content:
      'Doctors, optometrists and nurses train together every week, and young ophthalmologists learn cataract surgery under supervision here. We also train ASHA and anganwadi workers to spot eye problems early.',
  },
  {
    title: 'Care for the earth we share',
    content:
      'Clean air and a green environment protect eyesight too. Patients are given a sapling after surgery under the One Eye One Tree project, and the hospital cuts waste, saves water and uses solar power for part of its needs.',
  },
];

export const founder: KeyPerson & { paragraphs: string[]; quote: string } = {
  name: 'Shri Ramesh Prasad Mehta',
  role: 'Founder and Managing Trustee',
  description:
    'A retired schoolteacher from Chouparan who started the trust in 2013 after watching his own mother lose her sight to a cataract that could have been treated.',
  paragraphs: [
    'Shri Ramesh Prasad Mehta taught mathematics in government schools around Chouparan for thirty years. When his mother lost her sight to a cataract because the family could not arrange surgery in time, he decided that no family in the area should face the same choice.',
    'With his savings, land given by his family and the help of friends, he registered the Drishti Charitable Trust in 2013 and persuaded a young eye surgeon to open a clinic on GT Road. He still visits the wards every morning and talks to patients waiting for surgery.',
  ],
  quote: 'Sight gives a person back their work, their dignity and their place in the family. No one should lose it for want of money.',
  image: { src: '/images/people/ramesh-prasad-mehta.jpg', alt: 'Portrait of Shri Ramesh Prasad Mehta, founder and managing trustee' },
};
