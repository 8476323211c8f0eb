import type { Project } from '../types';

export const schoolEyeScreening: Project = {
  slug: 'School Eye Screening',
  name: 'School Eye Screening',
  description:
    'Free eye checks in schools, free glasses for children who need them, and referral for further care. More than 50,000 students screened.',
  bannerImg: {
    src: '/images/projects/school-eye-screening/banner.jpg',
    alt: 'Schoolchildren in uniform lined up for an eye check',
  },
  title: 'School Eye Screening: Clear Sight for Every Child in Class',
  about: {
    heading: 'Why we check children\'s eyes at school',
    content: [
      'Many children cannot see the blackboard clearly and do not know it. They think everyone sees the same way, or they are too shy to tell the teacher. Such a child may squeeze the eyes to see, fall behind in reading, and be called lazy or weak in studies. A simple eye check at school can find the problem early, and our team has screened more than 50,000 students so far.',
      'We visit schools with the permission of the headmaster and hold the check-up during school hours. Each child reads letters or pictures on a chart from a fixed distance, and we look for squint (eyes that do not point in the same direction), redness, and dry, dull patches on the eye that can mean a lack of vitamin A. Children who need glasses have their eyes tested properly and receive spectacles free of cost. Those with lazy eye (weak sight in one eye that must be treated while the child is young), squint, cataract or any other problem are referred to Drishti Eye Hospital in Chouparan or to our vision centres in Chatra and Koderma.',
      'We also train teachers to notice warning signs: holding a book very close, tilting the head, rubbing the eyes often, headaches after class, or copying wrongly from the board. We talk to the children about eye safety with firecrackers, sticks and catapults. Parents are asked to make sure the child wears the glasses every day, and to bring the child to us the same day for any eye injury, a white shine in the black centre of the eye, or sudden loss of sight.',
    ],
  },
  slider: [
    {
      src: '/images/projects/school-eye-screening/slide-1.jpg',
      alt: 'Schoolgirl reading letters on an eye chart in classroom',
    },
    {
      src: '/images/projects/school-eye-screening/slide-2.jpg',
      alt: 'Optometrist checking a young boy\'s eyes with a torch',
    },
    {
      src: '/images/projects/school-eye-screening/slide-3.jpg',
      alt: 'Smiling children trying on their new free spectacles at school',
    },
    {
      src: '/images/projects/school-eye-screening/slide-4.jpg',
      alt: 'Teachers learning to spot eye problems at a training session',
    },
  ],
  keyHighlights: [
    '50,000+ students screened',
    'Free eye checks inside the school during school hours',
    'Free spectacles for children who need glasses',
    'Referral to Chouparan, Chatra or Koderma for further treatment',
    'Teachers trained to spot children who cannot see well',
    'Eye safety talks on firecrackers, sticks and catapults',
  ],
  impactStories: [
    {
      title: 'From the back bench to the front',
      image: {
        src: '/images/projects/school-eye-screening/story-1.jpg',
        alt: 'Schoolgirl wearing new glasses copying notes from the blackboard',
      },
      name: 'Priya Kumari, Koderma',
      description:
        'Priya was in class six and could not read the blackboard, so she copied from her friend\'s notebook. The school screening found she was short-sighted, which means far-away things look blurred. She received free glasses the same month, and her teacher says she now answers questions from the front row.',
    },
    {
      title: 'A squint treated in time',
      image: {
        src: '/images/projects/school-eye-screening/story-2.jpg',
        alt: 'Young boy with an eye patch and glasses smiling',
      },
      name: 'Aman Kumar, Chatra',
      description:
        'Seven-year-old Aman had one eye that turned inward, and his parents believed it would go away by itself. Our team referred him to the Chatra Vision Centre, where he was given glasses and patching, which means covering the good eye for a few hours a day so the weak eye learns to work. His sight in the weaker eye is steadily getting better.',
    },
    {
      title: 'A teacher who noticed',
      image: {
        src: '/images/projects/school-eye-screening/story-3.jpg',
        alt: 'Woman teacher helping a pupil who holds book close',
      },
      name: 'Meena Kumari, Hazaribagh',
      description:
        'After our training, Meena Kumari saw that one of her pupils held his book almost against his nose and often complained of headaches. She sent his name to our team at the next visit, and he was found to need strong glasses. She now keeps a watch on every new class in the first weeks of the school year.',
    },
  ],
};

export default schoolEyeScreening;
