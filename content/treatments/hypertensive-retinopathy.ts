import type { Treatment } from '../types';

export const hypertensiveRetinopathy: Treatment = {
  slug: 'Hypertensive Retinopathy',
  name: 'Hypertensive Retinopathy',
  summary:
    'High blood pressure can damage the blood vessels of the retina. Keeping BP under control protects your eyes, and sudden vision loss is an emergency.',
  card: {
    image: {
      src: '/images/treatments/hypertensive-retinopathy/card.jpg',
      alt: 'Nurse measuring a man’s blood pressure before an eye check',
    },
    title: 'Hypertensive Retinopathy',
    description: 'High blood pressure harms the eye’s blood vessels too. Regular BP tablets and eye checks protect your sight.',
  },
  introduction: {
    title: 'What is hypertensive retinopathy?',
    content: [
      'High blood pressure (BP), also called hypertension, does not only harm the heart, brain and kidneys. It also damages the tiny blood vessels of the retina, the thin seeing layer at the back of the eye. The vessels become narrow and stiff, and can leak blood and fluid. This is called hypertensive retinopathy.',
      'Most people with high BP feel completely well, and the early eye changes cause no symptoms. The damage is usually found when an eye doctor looks at the retina. When BP rises very high, the retina and the optic nerve can swell and sight can blur quickly. High BP also raises the chance of a blocked vein or artery in the eye, which can take away sight in one eye suddenly.',
      'The main treatment is to bring the BP down and keep it controlled with daily tablets, less salt and a healthier routine, under the care of your physician. As BP settles, mild changes in the retina often improve. Sudden loss of vision in a person with high BP is an emergency and needs care the same day.',
    ],
    image: {
      src: '/images/treatments/hypertensive-retinopathy/intro.jpg',
      alt: 'Drawing comparing healthy and narrowed blood vessels in the retina',
    },
    banner: {
      src: '/images/treatments/hypertensive-retinopathy/banner.jpg',
      alt: 'Doctor examining the back of a patient’s eye with a lens',
    },
  },
  symptoms: {
    title: 'Signs to watch for',
    list: [
      'Usually no eye symptoms at all in the early stage',
      'Blurred or dim vision in one or both eyes',
      'Headache, often at the back of the head, together with blurred sight',
      'Dark spots or patches in your vision',
      'A blurred or grey patch in the middle of your sight, or straight lines looking bent',
      'Sudden loss of vision in one eye, or part of the view going dark',
      'Blurred sight that comes with a very high BP reading, often after BP tablets were stopped',
    ],
    images: [
      {
        src: '/images/treatments/hypertensive-retinopathy/symptom-1.jpg',
        alt: 'Blurred, dim view of a busy village bus stand',
      },
      {
        src: '/images/treatments/hypertensive-retinopathy/symptom-2.jpg',
        alt: 'Middle-aged woman holding the back of her head in pain',
      },
      {
        src: '/images/treatments/hypertensive-retinopathy/symptom-3.jpg',
        alt: 'A blurred grey patch in the middle of the view, as an eye with a damaged retina sees it',
      },
      {
        src: '/images/treatments/hypertensive-retinopathy/symptom-4.jpg',
        alt: 'Lower half of a view going dark in one eye',
      },
    ],
  },
  prevention: {
    title: 'How to protect your eyes from high blood pressure',
    list: [
      'Get your BP measured at least once a year after age 30, and more often if it has been high before.',
      'If you have been given BP tablets, take them every day; do not stop them when you feel fine or when the strip runs out.',
      'Eat less salt: cut down on pickle (achar), papad, namkeen, chips and extra salt on rice and salad.',
      'Stop smoking, bidi, gutkha and khaini, and avoid alcohol.',
      'Walk briskly for about half an hour most days and keep your weight in check.',
      'Keep diabetes under control, because diabetes and high BP together harm the eyes faster.',
      'If you have high BP, get your eyes examined every year, even if you see well.',
    ],
    image: {
      src: '/images/treatments/hypertensive-retinopathy/prevention.jpg',
      alt: 'Older couple taking a morning walk along a village road',
    },
  },
  treatments: {
    title: 'How hypertensive retinopathy is treated',
    list: [
      {
        name: 'Controlling blood pressure',
        description:
          'Bringing BP down steadily is the most important treatment for the eye. Your physician decides the tablets and dose, and you should keep taking them daily. Mild retinal changes often improve as BP stays controlled.',
        image: {
          src: '/images/treatments/hypertensive-retinopathy/option-1.jpg',
          alt: 'Woman taking her daily blood pressure tablet with water',
        },
      },
      {
        name: 'Dilated eye examination and retina scans',
        description:
          'After drops that widen the pupil, the doctor examines the retina and may take photographs or an OCT scan (a painless light scan). This shows how much damage the BP has done and is repeated to see whether the eye is recovering.',
        image: {
          src: '/images/treatments/hypertensive-retinopathy/option-2.jpg',
          alt: 'Retina photograph being taken with a fundus camera',
        },
      },
      {
        name: 'Laser or injections for complications',
        description:
          'High BP can block a vein in the retina and cause swelling or bleeding. This may need anti-VEGF injections into the eye or laser treatment to protect the sight. Your retina doctor explains whether these are needed.',
        image: {
          src: '/images/treatments/hypertensive-retinopathy/option-3.jpg',
          alt: 'Retina doctor preparing a patient for laser treatment',
        },
      },
      {
        name: 'Urgent care for very high blood pressure',
        description:
          'If the eye shows swelling of the optic nerve or the BP reading is dangerously high, you need care the same day. We check your BP and, if needed, send you at once to a hospital that can bring the BP down safely. Do not take extra tablets on your own to lower it quickly.',
        image: {
          src: '/images/treatments/hypertensive-retinopathy/option-4.jpg',
          alt: 'Doctor reading a high blood pressure result on a monitor',
        },
      },
    ],
  },
  why_choose_us: {
    title: 'Why choose Drishti Eye Hospital for hypertensive retinopathy',
    list: [
      'Blood pressure is measured for every adult patient during the eye check, so hidden high BP can be found early.',
      'A dilated retina examination is done for patients with high BP, with photos or scans when needed.',
      'Our retina specialist treats vein blockages and swelling with injections or laser at the Chouparan hospital.',
      'We write down the eye findings for your physician, so your BP treatment can be adjusted.',
      'If your BP is dangerously high, we do not send you home; we arrange urgent referral the same day.',
    ],
  },
  faq: {
    title: 'Questions about high blood pressure and the eyes',
    list: [
      {
        question: 'I have no eye problem. Why check my eyes for high BP?',
        answer:
          'Early damage from high BP causes no symptoms. An eye check shows how the blood vessels are coping and can warn that your BP needs better control.',
      },
      {
        question: 'Can the damage to my eyes get better?',
        answer:
          'Mild changes often improve once BP is well controlled for some months. Severe damage, such as a blocked blood vessel in the eye, may leave some permanent loss of sight.',
      },
      {
        question: 'Can I stop BP tablets once my BP is normal?',
        answer:
          'No. Your BP is normal because of the tablets. Stopping them makes the BP rise again, often without any warning. Only your physician should change or stop them.',
      },
      {
        question: 'Will eye drops treat hypertensive retinopathy?',
        answer:
          'No drop can treat the retina damage caused by high BP. Controlling the BP treats it. Injections or laser are used only for certain complications.',
      },
      {
        question: 'Is blurred vision with high BP always from the eyes?',
        answer:
          'Not always. Very high BP can affect the brain too. Blurred vision with severe headache, confusion, or weakness of the face, arm or leg needs emergency care at once.',
      },
      {
        question: 'How often should I get my eyes checked?',
        answer:
          'Once a year if your BP is controlled and your eyes are healthy. Your doctor may ask you to come more often if changes are found or if you also have diabetes.',
      },
    ],
  },
  urgent:
    'Sudden loss or blurring of vision in a person with high BP is an emergency: come the same day or call our 24x7 emergency line. Sudden double vision (two images of one thing) is an emergency too: it does not come from the retina, but from a nerve problem or a stroke. If any of these comes with severe headache, chest pain, breathlessness, confusion or weakness of the face, arm or leg, go straight to the nearest general hospital emergency.',
  sight: {
    image: { src: '/images/vision/hypertensive-retinopathy.jpg', alt: 'The whole scene looks dim, with blurred patches and faint grey smudges' },
    eyePart: 'retina',
  },
};

export default hypertensiveRetinopathy;
