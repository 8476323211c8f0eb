import type { Project } from '../types';

export const saveEnvironmentSaveEyesight: Project = {
  slug: 'Save Environment Save Eyesight',
  name: 'Save Environment Save Eyesight',
  description:
    'Village awareness on smoke, dust, clean cooking fuel, sun protection and greenery, and how a cleaner environment protects eyesight.',
  bannerImg: {
    src: '/images/projects/save-environment-save-eyesight/banner.jpg',
    alt: 'Green village with clear sky, trees and smokeless kitchens',
  },
  title: 'Save Environment Save Eyesight: Clean Air, Green Villages, Healthy Eyes',
  about: {
    heading: 'How the world around us affects our eyes',
    content: [
      'Our eyes are open to the air all day. Smoke from wood and cow-dung cooking fires, dust from roads, fields, mines and brick kilns, and the strong sun over open fields all trouble the eyes. Over time they can cause red, watery, itchy and dry eyes. Years of strong sunlight without protection also raise the risk of cataract (clouding of the lens) and pterygium (a fleshy growth on the white of the eye). Save Environment Save Eyesight is our awareness project that shows families how a cleaner, greener village also means healthier eyes.',
      'Our team speaks at women\'s self-help group meetings, farmers\' gatherings, schools and village meetings. We explain that cooking with clean fuel such as LPG gas, or at least using a smokeless chulha and cooking where smoke can escape, protects the eyes and lungs of the whole family, especially women and small children who stay near the fire. We advise a wide hat, a gamchha over the head or sunglasses in the midday sun, covering the face on dusty roads, and not burning crop stubble or rubbish, which fills the air with smoke.',
      'We also teach simple first aid. If dust or a piece of straw gets into the eye, do not rub it and do not put kajal, surma, oil, milk or any home remedy in it; wash the eye gently with plenty of clean water. Do not buy eye drops from a medical shop without a doctor\'s advice, because steroid drops used on their own can cause glaucoma and cataract. Come to the hospital the same day if the eye stays red and painful, sight becomes blurred, or something has hit the eye. This project works hand in hand with One Eye One Tree, because more trees mean less dust and more shade.',
    ],
  },
  slider: [
    {
      src: '/images/projects/save-environment-save-eyesight/slide-1.jpg',
      alt: 'Health worker talking to village women about smokeless cooking',
    },
    {
      src: '/images/projects/save-environment-save-eyesight/slide-2.jpg',
      alt: 'Woman cooking on an LPG gas stove in bright kitchen',
    },
    {
      src: '/images/projects/save-environment-save-eyesight/slide-3.jpg',
      alt: 'Farmer working in the field wearing a wide hat and sunglasses',
    },
    {
      src: '/images/projects/save-environment-save-eyesight/slide-4.jpg',
      alt: 'Villagers planting tree saplings along a dusty village road',
    },
  ],
  keyHighlights: [
    'Village talks on smoke, dust and eye health',
    'Clean cooking fuel and smokeless chulhas encouraged',
    'Sun protection advice for farmers and outdoor workers',
    'Safe first aid for dust and straw in the eye',
    'No kajal, surma or home remedies in the eye',
    'Tree planting together with One Eye One Tree',
  ],
  impactStories: [
    {
      title: 'A kitchen without smoke',
      image: {
        src: '/images/projects/save-environment-save-eyesight/story-1.jpg',
        alt: 'Woman and daughter cooking on a gas stove, no smoke',
      },
      name: 'Lalita Devi, Koderma',
      description:
        'Lalita Devi cooked on a wood chulha in a small closed kitchen, and her eyes were red and watering most evenings. After a talk by our team, her family moved to an LPG gas stove for daily cooking. Her eyes are far more comfortable now, and her young daughter no longer coughs and rubs her eyes by the fire.',
    },
    {
      title: 'A hat and sunglasses in the field',
      image: {
        src: '/images/projects/save-environment-save-eyesight/story-2.jpg',
        alt: 'Farmer with a wide hat and sunglasses holding a sickle',
      },
      name: 'Dinesh Mahto, Hazaribagh',
      description:
        'Dinesh noticed a small fleshy growth creeping onto the white of his eye after years of working bare-headed in the sun. At an awareness meeting he learned that it was pterygium and that sun and dust make it grow. He had it checked at Chouparan, and he now wears a hat and sunglasses in the field and goes for regular check-ups.',
    },
    {
      title: 'Clean water instead of surma',
      image: {
        src: '/images/projects/save-environment-save-eyesight/story-3.jpg',
        alt: 'Mother gently washing her son\'s eye with clean water',
      },
      name: 'Geeta Kumari, Chatra',
      description:
        'When a bit of straw flew into her son\'s eye during threshing, Geeta remembered our advice and washed his eye with clean water instead of putting in surma. The eye stayed red and painful, so she brought him to the Chatra Vision Centre the same day. He had a small scratch on the clear front of the eye, which healed with the right drops.',
    },
  ],
};

export default saveEnvironmentSaveEyesight;
