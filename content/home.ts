/**
 * Texts and pictures of the home page: hero slides, the about teaser, the
 * benefits block and the written testimonials shown when the review widget is unavailable.
 * Sample content: see content/README.md.
 */
import type { HeroSlide, ImageRef, Testimonial } from './types';

/** The four hero slides in order: welcome, expert specialists, vision, eye specialists. */
export const heroSlides: readonly HeroSlide[] = [
  {
    img: { src: '/images/hero/welcome.jpg', alt: 'Patients and families at the entrance of the hospital in Chouparan' },
    header: 'Welcome to Drishti Eye Hospital',
    title: 'Good eyesight for every family in our villages',
    description:
      'A charitable eye hospital in Chouparan with vision centres in Chatra and Koderma. Cataract surgery is free for those who cannot pay.',
    buttonText: 'More About Us',
    link: 'about',
  },
  {
    img: { src: '/images/hero/specialists.jpg', alt: 'Eye surgeon examining a patient with a slit lamp' },
    header: 'Expert specialists',
    title: 'Experienced eye surgeons, close to home',
    description:
      'Our doctors treat cataract, glaucoma, retina problems and children’s eyes, so you do not have to travel to a big city.',
    buttonText: 'Read Our Blog',
    link: 'blog',
  },
  {
    img: { src: '/images/hero/vision.jpg', alt: 'Health worker testing the eyesight of an elderly woman at a village camp' },
    header: 'Our vision',
    title: 'No one blind from a curable cause by 2030',
    description:
      'Across Hazaribagh, Chatra and Koderma we screen villages and schools and bring patients in for surgery, free of cost.',
    buttonText: 'Our Mission',
    link: 'mission',
  },
  {
    img: { src: '/images/hero/eye-specialists.jpg', alt: 'Nurse putting eye drops for a patient before an examination' },
    title: 'Eye specialists for every problem',
    description:
      'From a simple eye check-up and glasses to cataract, squint and retina care: see the treatments we offer and what to expect.',
    buttonText: 'View Treatments',
    link: 'treatments',
  },
];

export const aboutTeaser: { title: string; paragraphs: string[]; image: ImageRef } = {
  title: 'Caring for eyes in rural Jharkhand since 2013',
  paragraphs: [
    'Drishti Eye Hospital is run by the Drishti Charitable Trust, registered in 2013. We started with one room and one surgeon in Chouparan; today we treat patients from Hazaribagh, Chatra and Koderma at our hospital and two vision centres.',
    'Most of our patients are farmers, labourers and elderly people who could not otherwise afford treatment. With the district blindness control society, the government health insurance scheme and our donors, we perform free cataract surgery every week and hold eye camps in villages and schools.',
  ],
  image: { src: '/images/home/about-hospital.jpg', alt: 'The main hospital building in Chouparan with patients arriving' },
};

export type BenefitIcon = 'free' | 'doctors' | 'equipment' | 'branches' | 'emergency' | 'camps';

export interface Benefit {
  icon: BenefitIcon;
  title: string;
  text: string;
}

export const benefits: readonly Benefit[] = [
  { icon: 'free', title: 'Free cataract surgery', text: 'Stitch-less cataract surgery with a good lens, free for patients who cannot pay.' },
  { icon: 'doctors', title: 'Experienced specialists', text: 'Surgeons for cataract, glaucoma, retina, cornea and children’s eyes under one roof.' },
  { icon: 'equipment', title: 'Modern, safe equipment', text: 'Operation theatres, lasers and retina scans with strict cleaning and safety rules.' },
  { icon: 'branches', title: 'Three branches near you', text: 'Chouparan, Chatra and Koderma, open Monday to Saturday, so you travel less.' },
  { icon: 'emergency', title: 'Emergency line 24x7', text: 'An eye injury or sudden loss of sight cannot wait: call us at any hour.' },
  { icon: 'camps', title: 'Eye camps in villages', text: 'Free screening in villages and schools, with transport for those who need surgery.' },
];

/** Short written testimonials, shown when the review widget is not configured or fails to load. */
export const testimonials: readonly Testimonial[] = [
  {
    name: 'Sunita Devi',
    place: 'Chouparan',
    text: 'My mother could not see to cook any more. After her free cataract operation she reads the newspaper again. The staff explained every step in Hindi.',
  },
  {
    name: 'Ramesh Yadav',
    place: 'Chatra',
    text: 'The eye camp came to our village and found my glaucoma early. Now I use my drops every day and come to the Chatra centre every three months.',
  },
  {
    name: 'Md. Salim',
    place: 'Jhumri Telaiya, Koderma',
    text: 'A piece of grain hit my eye at harvest. I called the emergency number at night and was treated the same morning. My eye healed fully.',
  },
  {
    name: 'Pooja Kumari',
    place: 'Hazaribagh',
    text: 'My son’s squint was noticed in the school screening. Dr. Oraon was very patient with him, and his glasses and exercises have helped a lot.',
  },
];
