/** Key people shown on the About page (name, role, description, image). Sample people: see content/README.md. */
import { getDoctor } from './doctors';
import type { KeyPerson } from './types';

const medicalDirector = getDoctor('Dr Anil Kumar Sinha');
if (!medicalDirector) throw new Error('content/people.ts: the medical director must be one of content/doctors.ts');

export const keyPeople: readonly KeyPerson[] = [
  {
    name: 'Smt Kavita Mehta',
    role: 'Trustee and Secretary',
    description:
      'Looks after the trust’s accounts, donor reports and CSR partnerships, and makes sure every donation reaches a patient.',
    image: { src: '/images/people/kavita-mehta.jpg', alt: 'Portrait of Smt Kavita Mehta, trustee and secretary' },
  },
  {
    name: 'Dr Anil Kumar Sinha',
    role: 'Medical Director',
    description:
      'Leads the cataract service and the hospital’s surgical safety programme, and trains young surgeons in stitch-less cataract surgery.',
    // The same person and photo as on the doctors page.
    image: medicalDirector.image,
  },
  {
    name: 'Shri Sanjay Yadav',
    role: 'Hospital Administrator',
    description:
      'Runs the day-to-day work of the three branches: registration, stores, vehicles and the government insurance desk.',
    image: { src: '/images/people/sanjay-yadav.jpg', alt: 'Portrait of Shri Sanjay Yadav, hospital administrator' },
  },
  {
    name: 'Sister Mary Tirkey',
    role: 'Head of Nursing',
    description:
      'Heads the operation theatre and ward nursing teams and teaches every patient how to put in eye drops before they go home.',
    image: { src: '/images/people/mary-tirkey.jpg', alt: 'Portrait of Sister Mary Tirkey, head of nursing' },
  },
  {
    name: 'Shri Deepak Kumar',
    role: 'Chief Optometrist',
    description:
      'Leads the optometrists at the vision centres and the school eye screening teams, and checks the fit of every pair of children’s glasses.',
    image: { src: '/images/people/deepak-kumar.jpg', alt: 'Portrait of Shri Deepak Kumar, chief optometrist' },
  },
  {
    name: 'Smt Rekha Kumari',
    role: 'Community Outreach Coordinator',
    description:
      'Plans the doorstep eye camps with village heads and ASHA workers, and follows up patients who miss their check-up after surgery.',
    image: { src: '/images/people/rekha-kumari.jpg', alt: 'Portrait of Smt Rekha Kumari, community outreach coordinator' },
  },
];
