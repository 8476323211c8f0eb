import type { Project } from '../types';

export const blanketOfLightMission: Project = {
  slug: 'Blanket of Light Mission',
  name: 'Blanket of Light Mission',
  description:
    'Warm blankets for elderly and poor patients and villagers through the cold winter months. More than 10,000 blankets given since 2019.',
  bannerImg: {
    src: '/images/projects/blanket-of-light-mission/banner.jpg',
    alt: 'Elderly villagers wrapped in new blankets on a foggy morning',
  },
  title: 'Blanket of Light Mission: Warmth for Winter, Care for the Eyes',
  about: {
    heading: 'Keeping our elders warm when the cold comes',
    content: [
      'Winter nights in the villages of Jharkhand can be bitterly cold, and many old people sleep under thin quilts in mud houses. The Blanket of Light Mission began in 2019 so that no elderly or poor patient of Drishti Eye Hospital goes home to a freezing night. Since then, we have handed out more than 10,000 warm blankets.',
      'Blankets go to elderly and poor patients who come for surgery in the winter months, and to needy villagers at our winter eye camps. Village volunteers help us find the people who need them most: widows, old people living alone, and families caring for a sick or disabled member. Each blanket is given with respect, free of cost, and nobody is asked to fill any form to receive it.',
      'These winter visits also help us reach people who would never come to a hospital on their own. While blankets are shared, our team checks eyesight and looks for cataract (a cloudy lens that makes vision hazy), and anyone who needs it is told about free cataract surgery at Chouparan. We also give one warning every winter: stay warm with blankets, not by sitting close to a smoky fire or a coal angithi in a closed room. Smoke burns the eyes, and coal fumes in a room with shut doors and windows can kill a sleeping family.',
    ],
  },
  slider: [
    {
      src: '/images/projects/blanket-of-light-mission/slide-1.jpg',
      alt: 'Volunteers handing warm blankets to elderly women in a village',
    },
    {
      src: '/images/projects/blanket-of-light-mission/slide-2.jpg',
      alt: 'Old man wrapped in a new blanket outside his mud house',
    },
    {
      src: '/images/projects/blanket-of-light-mission/slide-3.jpg',
      alt: 'Stacks of folded blankets ready for distribution at the hospital',
    },
    {
      src: '/images/projects/blanket-of-light-mission/slide-4.jpg',
      alt: 'Optometrist checking eyesight during a winter blanket distribution',
    },
  ],
  keyHighlights: [
    '10,000+ blankets given since 2019',
    'Warm blankets for elderly and poor patients in winter',
    'Given free to needy villagers at winter eye camps',
    'Village volunteers help find those who need help most',
    'Eyesight checks and cataract advice at every distribution',
    'Winter safety advice on smoke and coal fumes indoors',
  ],
  impactStories: [
    {
      title: 'Warm and resting after her operation',
      image: {
        src: '/images/projects/blanket-of-light-mission/story-1.jpg',
        alt: 'Elderly widow with eye shield holding a folded new blanket',
      },
      name: 'Phulmani Devi, Chatra',
      description:
        'Phulmani Devi lives alone and came to Chouparan for cataract surgery in the middle of December. She went home with clearer sight and a thick blanket from the hospital. During the weeks her eye was healing, she could rest warmly indoors instead of sitting by a smoky fire.',
    },
    {
      title: 'A blanket that led to a check-up',
      image: {
        src: '/images/projects/blanket-of-light-mission/story-2.jpg',
        alt: 'Old man having his eyes checked while holding a blanket',
      },
      name: 'Jageshwar Ram, Koderma',
      description:
        'Jageshwar Ram came to the village blanket distribution only for the blanket. Our team checked his eyes and found cataract in both eyes, which he had thought was simply old age. He later came to Chouparan for free surgery and can now recognise faces across the village lane.',
    },
    {
      title: 'No more coal stove in the closed room',
      image: {
        src: '/images/projects/blanket-of-light-mission/story-3.jpg',
        alt: 'Grandmother and grandchildren sleeping under warm blankets at night',
      },
      name: 'Rukmini Devi, Hazaribagh',
      description:
        'Rukmini Devi used to keep a coal angithi burning in her shut room on cold nights, and she often woke with watering eyes and a heavy head. After our team explained the danger of coal fumes, her family took the blankets they received and now keeps the stove outside. Her eyes no longer burn in the mornings.',
    },
  ],
};

export default blanketOfLightMission;
