/** The Our Mission page's content: vision with its 2030 goal, pillars, goals, objectives, why choose us. */
import type { ImageRef } from './types';

export interface TitledText {
  title: string;
  description: string;
}

export type PillarIcon = 'access' | 'quality' | 'community' | 'people';

export interface MissionPillar extends TitledText {
  icon: PillarIcon;
}

export const vision: { statement: string; goal: TitledText; districts: readonly string[]; image: ImageRef } = {
  statement:
    'A north Jharkhand where no one loses their sight to a cause that can be prevented or treated, and where good eye care is as close to every village as the nearest market town.',
  goal: {
    title: 'Our 2030 goal',
    description:
      'By 2030, to end the backlog of cataract blindness and give every school child who needs them a pair of glasses in Hazaribagh, Chatra and Koderma districts, so that avoidable blindness in the three districts falls below 0.25 per cent of the population.',
  },
  districts: ['Hazaribagh', 'Chatra', 'Koderma'],
  image: { src: '/images/mission/vision-villages.jpg', alt: 'Eye camp team walking into a village in Chatra district' },
};

export const mission =
  'To give high-quality, affordable and compassionate eye care to everyone who needs it, free for those who cannot pay, and to take that care to the villages through camps, vision centres and school screening.';

export const pillars: readonly MissionPillar[] = [
  {
    icon: 'access',
    title: 'Care for all',
    description:
      'Free cataract surgery for every patient who needs it, and low, fixed prices for everything else, so that cost never decides who can see.',
  },
  {
    icon: 'quality',
    title: 'Quality without compromise',
    description:
      'Modern phaco surgery, foldable lenses, careful sterilisation and follow-up for every patient, with outcomes measured and reviewed.',
  },
  {
    icon: 'community',
    title: 'Care at the doorstep',
    description:
      'Eye camps, vision centres and school screening that find people with eye disease early, in the places where they live and study.',
  },
  {
    icon: 'people',
    title: 'Local people, trained well',
    description:
      'Doctors, optometrists, nurses and health workers from the region, trained here and working here, so the hospital belongs to its community.',
  },
];

export const goals: readonly string[] = [
  'Perform at least 10,000 free cataract surgeries every year.',
  'Screen 50,000 school children every year and give free glasses to every child who needs them.',
  'Hold a doorstep eye camp in every block of the three districts at least twice a year.',
  'Examine every person with diabetes who visits us for diabetic retinopathy at least once a year.',
  'Open a fourth vision centre in Hazaribagh district by 2027.',
];

export const objectives: readonly string[] = [
  'Cut the waiting time for cataract surgery to under two weeks from the first examination.',
  'Keep at least 90 per cent of operated eyes at good vision (6/18 or better) at the one-month check-up.',
  'Train 500 ASHA and anganwadi workers to recognise cataract, squint and eye injuries and refer them.',
  'Bring every operated patient back for follow-up, with reminder calls and transport where needed.',
  'Plant a tree for every eye operated under the One Eye One Tree project.',
  'Publish the hospital’s surgery numbers and outcomes every year for patients, partners and donors.',
];

export const whyChooseUs: readonly TitledText[] = [
  {
    title: 'Experienced surgeons',
    description: 'Our doctors have performed tens of thousands of eye operations between them, with results checked at every follow-up.',
  },
  {
    title: 'Free and cashless care',
    description: 'Cataract surgery is free, and government insurance card holders are treated without cash for covered procedures.',
  },
  {
    title: 'Close to home',
    description: 'A main hospital in Chouparan and vision centres in Chatra and Koderma, open Monday to Saturday, with a 24x7 emergency line.',
  },
  {
    title: 'Modern equipment',
    description: 'Phaco machines, an OCT scanner, a retinal laser and computerised eye testing, maintained and calibrated on schedule.',
  },
  {
    title: 'Care explained simply',
    description: 'Every patient and family is told, in their own language, what the problem is, what we will do and how to look after the eye.',
  },
  {
    title: 'A trust, not a business',
    description: 'Run by a charitable trust with audited accounts: what we earn from those who can pay funds surgery for those who cannot.',
  },
];
