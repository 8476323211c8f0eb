import type { Project } from '../types';

export const oneEyeOneTree: Project = {
  slug: 'One Eye One Tree',
  name: 'One Eye One Tree',
  description:
    'Every patient who has eye surgery at Drishti Eye Hospital takes home a sapling to plant. More than 10,000 trees planted since 2017.',
  bannerImg: {
    src: '/images/projects/one-eye-one-tree/banner.jpg',
    alt: 'Patients and families holding young saplings outside Drishti Eye Hospital',
  },
  title: 'One Eye One Tree: A Sapling for Every Sight Restored',
  about: {
    heading: 'Why we give a tree with every operation',
    content: [
      'One Eye One Tree began in 2017 at Drishti Eye Hospital in Chouparan. The idea is simple. When a patient has an eye operation with us, the family takes home a young tree, called a sapling, to plant. The operation brings light back to one eye, and the tree brings shade and clean air back to the village.',
      'Our staff help each family choose a tree that suits their land, such as neem, mango, jamun, guava or amla (Indian gooseberry). We show them how deep to dig, how often to water, and how to keep goats and cattle away with a small fence of bamboo or thorny branches. A son, daughter or neighbour should do the digging and planting, because the patient must avoid bending, lifting and dust while the operated eye heals.',
      'Since 2017, more than 10,000 trees have been planted through this project in Hazaribagh, Chatra and Koderma. Patients plant them beside their homes, at village schools, near ponds and at the edges of fields. Growing trees hold the soil, cut down dust in the dry months and give shade to people who work in the sun, which is kinder to everyone\'s eyes. Each tree is a living thank-you from someone who can see again.',
    ],
  },
  slider: [
    {
      src: '/images/projects/one-eye-one-tree/slide-1.jpg',
      alt: 'Patient wearing eye shield receiving a neem sapling from nurse',
    },
    {
      src: '/images/projects/one-eye-one-tree/slide-2.jpg',
      alt: 'Family planting a young mango tree beside their village home',
    },
    {
      src: '/images/projects/one-eye-one-tree/slide-3.jpg',
      alt: 'Rows of potted saplings waiting for patients at the hospital',
    },
    {
      src: '/images/projects/one-eye-one-tree/slide-4.jpg',
      alt: 'Children watering a fenced sapling near their village school',
    },
  ],
  keyHighlights: [
    '10,000+ trees planted since 2017',
    'A free sapling for every patient who has eye surgery',
    'Fruit and shade trees such as neem, mango, jamun and amla',
    'Simple planting and care advice for every family',
    'Trees growing across Hazaribagh, Chatra and Koderma',
    'Family members plant the tree while the operated eye heals',
  ],
  impactStories: [
    {
      title: 'Two mango trees for two clear eyes',
      image: {
        src: '/images/projects/one-eye-one-tree/story-1.jpg',
        alt: 'Elderly woman smiling beside two young mango trees in courtyard',
      },
      name: 'Kamla Devi, Chouparan',
      description:
        'Kamla Devi had cataract (a cloudy lens that makes sight dim) in both eyes, and she had free surgery on one eye at a time. Her grandson planted the two mango saplings she received beside their courtyard. Now she can see the new leaves clearly, and she checks on her trees every morning.',
    },
    {
      title: 'Shade at the edge of the paddy field',
      image: {
        src: '/images/projects/one-eye-one-tree/story-2.jpg',
        alt: 'Farmer resting under a growing neem tree beside paddy field',
      },
      name: 'Ramesh Mahto, Chatra',
      description:
        'After his cataract operation, Ramesh rested at home for some weeks while his son planted their neem sapling at the edge of the family paddy field. The tree has grown tall enough to give shade at midday. Ramesh says the workers now eat their lunch under it instead of sitting in the hot sun.',
    },
    {
      title: 'A jamun tree for the village school',
      image: {
        src: '/images/projects/one-eye-one-tree/story-3.jpg',
        alt: 'Retired teacher with schoolchildren around a young jamun tree',
      },
      name: 'Bhola Prasad, Hazaribagh',
      description:
        'Bhola Prasad taught at his village school for many years before cataract slowly took away his reading. After surgery at Chouparan, he asked that his sapling be planted in the school ground. The children water it in turns, and he can once again read the newspaper to his friends.',
    },
  ],
};

export default oneEyeOneTree;
