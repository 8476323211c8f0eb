/** The hospital's doctors (5). Sample people: see content/README.md. */
import type { Doctor } from './types';

export const DEFAULT_DOCTOR_IMAGE = { src: '/images/doctors/default-doctor.jpg', alt: 'Doctor' } as const;

export const doctors: readonly Doctor[] = [
  {
    slug: 'Dr Anil Kumar Sinha',
    name: 'Dr Anil Kumar Sinha',
    qualification: 'MBBS, MS (Ophthalmology)',
    specialization: 'Cataract and Phaco Surgeon',
    hospital: 'Drishti Eye Hospital, Chouparan',
    description:
      'Dr Sinha leads the cataract service and has performed thousands of stitch-less cataract operations for patients from Hazaribagh, Chatra and Koderma. He trains the hospital’s young surgeons and runs the weekly free surgery days.',
    experience: '18 years',
    image: { src: '/images/doctors/anil-kumar-sinha.jpg', alt: 'Portrait of Dr Anil Kumar Sinha, cataract surgeon' },
  },
  {
    slug: 'Dr Priya Verma',
    name: 'Dr Priya Verma',
    qualification: 'MBBS, DNB (Ophthalmology), FICO',
    specialization: 'Retina and Diabetic Eye Care',
    hospital: 'Drishti Eye Hospital, Chouparan',
    description:
      'Dr Verma treats diabetic retinopathy, retinal detachment and other problems at the back of the eye with laser and injections. She runs the diabetic eye screening clinic every Wednesday.',
    experience: '12 years',
    image: { src: '/images/doctors/priya-verma.jpg', alt: 'Portrait of Dr Priya Verma, retina specialist' },
  },
  {
    slug: 'Dr Rakesh Mahto',
    name: 'Dr Rakesh Mahto',
    qualification: 'MBBS, MS (Ophthalmology)',
    specialization: 'Glaucoma and Cornea',
    hospital: 'Drishti Eye Hospital, Chouparan',
    description:
      'Dr Mahto looks after patients with glaucoma and corneal infections, including the many farm-injury ulcers seen at harvest time. He believes every glaucoma patient should leave knowing exactly how to use their drops.',
    experience: '10 years',
    image: { src: '/images/doctors/rakesh-mahto.jpg', alt: 'Portrait of Dr Rakesh Mahto, glaucoma and cornea specialist' },
  },
  {
    slug: 'Dr Sneha Oraon',
    name: 'Dr Sneha Oraon',
    qualification: 'MBBS, DO, Fellowship in Paediatric Ophthalmology',
    specialization: 'Children’s Eyes and Squint',
    hospital: 'Chatra Vision Centre',
    description:
      'Dr Oraon examines children referred from the School Eye Screening programme and treats squint and lazy eye with glasses, patching and surgery. She speaks Hindi, Khortha and Kurukh with families.',
    experience: '8 years',
    image: { src: '/images/doctors/sneha-oraon.jpg', alt: 'Portrait of Dr Sneha Oraon, children’s eye specialist' },
  },
  {
    slug: 'Dr Mohammad Imran',
    name: 'Dr Mohammad Imran',
    qualification: 'MBBS, MS (Ophthalmology), FAICO (Refractive Surgery)',
    specialization: 'Refractive and Eyelid Care',
    hospital: 'Koderma Vision Centre',
    description:
      'Dr Imran advises patients on spectacle-free options such as ICL and treats tear duct blockage and eyelid problems. He leads the doorstep eye camps in Koderma district.',
    experience: '11 years',
    image: { src: '/images/doctors/mohammad-imran.jpg', alt: 'Portrait of Dr Mohammad Imran, refractive surgeon' },
  },
];

export const doctorNames = doctors.map((d) => d.name);

export function getDoctor(name: string): Doctor | undefined {
  return doctors.find((d) => d.name === name);
}
