/**
 * The /your-visit/ page: what to bring, how a visit goes, surgery day and each branch. Times,
 * rules and directions are sample content (see content/README.md); hours come from site.ts.
 */
import type { BranchId } from './types';

export interface VisitStep {
  id: 'registration' | 'vision-test' | 'doctor' | 'drops' | 'counselling';
  title: string;
  text: string;
  time: string;
}

export interface BranchGuide {
  id: BranchId;
  services: string[];
  directions: string[];
}

export interface VisitContent {
  lastReviewed: string;
  bring: string[];
  warnings: string[];
  steps: VisitStep[];
  totalTime: string;
  surgery: { before: string[]; day: string[]; after: string[] };
  branches: BranchGuide[];
}

const visit: VisitContent = {
  lastReviewed: '2026-11-16',
  bring: [
    'Your old glasses, if you have them.',
    'All the medicines you take, with their strips or papers. Bring your eye drops too.',
    'Old reports and prescriptions from any doctor.',
    'Your Aadhaar card and your scheme card, such as the Ayushman card.',
    'One family member or friend to come with you.',
    'Food and water. A visit can take most of the day.',
  ],
  warnings: [
    'The doctor may put drops in your eyes. They make the black part of the eye big. Your sight stays blurred for 4 to 6 hours.',
    'After these drops, do not drive or ride a motorbike home. Come with someone, or take a bus.',
    'Light looks very bright after the drops. Bring sunglasses or a cap.',
  ],
  steps: [
    { id: 'registration', title: 'Registration', text: 'Go to the registration desk. Show your Aadhaar card. You get a card with your number on it.', time: 'About 15 minutes' },
    { id: 'vision-test', title: 'Vision test', text: 'A staff member checks how well each eye sees. They also check the pressure in your eyes.', time: 'About 20 minutes' },
    { id: 'doctor', title: 'The doctor', text: 'The doctor looks at your eyes with a bright light and asks about your problem.', time: 'About 15 minutes' },
    { id: 'drops', title: 'Drops, if needed', text: 'To see the back of the eye, a nurse may put in drops. You wait for them to work. Then the doctor looks again.', time: 'About 45 minutes' },
    { id: 'counselling', title: 'Counselling', text: 'A counsellor tells you what the doctor found and what it costs. They help with the scheme. Ask them any question.', time: 'About 15 minutes' },
  ],
  totalTime: 'Plan for 3 to 5 hours. On busy days it can take most of the day.',
  surgery: {
    before: [
      'Take a bath and wash your hair the day before.',
      'Take your usual medicines for sugar and blood pressure, unless the doctor tells you not to.',
      'Eat a light meal on the morning of the operation, unless we tell you not to eat.',
      'Wear clean, loose clothes. Do not wear jewellery, make-up or surma.',
    ],
    day: [
      'Come at the time we give you. Bring your scheme card and your reports.',
      'The eye is made numb with drops or an injection. You stay awake. Most operations take 15 to 30 minutes.',
      'Most patients go home the same day, or the next morning.',
    ],
    after: [
      'Put in the drops exactly as the paper says. Wash your hands first.',
      'Keep water out of the eye for 2 weeks. Clean your face with a wet cloth.',
      'Wear the eye shield at night for 1 week.',
      'Do not rub or press the eye. Do not lift heavy loads.',
      'Keep away from smoke and dust. Wear dark glasses outside.',
      'Come back for check-ups: the next day, after 1 week and after 4 weeks.',
      'If the pain, redness or blurring gets worse, come at once.',
    ],
  },
  branches: [
    {
      id: 'chouparan',
      services: ['All eye tests and glasses.', 'Cataract and other eye operations.', 'Retina, glaucoma, cornea and children’s eye clinics.', 'Eye emergencies, day and night.'],
      directions: ['On GT Road in Chouparan, 500 metres from the bus stand, towards Barhi.', 'Look for the blue gate opposite the petrol pump.'],
    },
    {
      id: 'chatra',
      services: ['Eye tests and eye pressure checks.', 'Glasses, made on the spot.', 'Referral to the main hospital for operations.'],
      directions: ['On Main Road, near Sadar Hospital.', 'A 10 minute walk from Chatra bus stand.'],
    },
    {
      id: 'koderma',
      services: ['Eye tests and eye pressure checks.', 'Glasses, made on the spot.', 'Referral to the main hospital for operations.'],
      directions: ['On Station Road in Jhumri Telaiya.', 'A 5 minute walk from Koderma railway station. Autos run from the bus stand.'],
    },
  ],
};

export default visit;
