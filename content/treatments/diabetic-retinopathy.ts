import type { Treatment } from '../types';

export const diabeticRetinopathy: Treatment = {
  slug: 'Diabetic Retinopathy',
  name: 'Diabetic Retinopathy',
  summary:
    'Diabetes can silently damage the retina. A dilated eye exam every year, good sugar control and timely laser or injections can prevent blindness.',
  card: {
    image: {
      src: '/images/treatments/diabetic-retinopathy/card.jpg',
      alt: 'Retina photo showing small bleeding spots from diabetes',
    },
    title: 'Diabetic Retinopathy',
    description: 'Diabetes can damage the back of the eye without warning. Every diabetic needs a dilated eye check every year.',
  },
  introduction: {
    title: 'What is diabetic retinopathy?',
    content: [
      'The retina is the thin, light-sensing layer at the back of the eye, like the film in a camera. High blood sugar over many years damages its tiny blood vessels. They leak fluid and blood, get blocked, and the eye then grows weak new vessels that bleed easily. This damage is called diabetic retinopathy.',
      'In the early stages there are no symptoms at all. You can read and work normally while the retina is being damaged. By the time sight becomes blurred, the disease is often advanced. This is why every person with diabetes, type 1 or type 2, young or old, should have a dilated eye examination (a check after drops that widen the pupil) at least once a year, even when vision feels perfect. Pregnant women with diabetes need an eye check early in pregnancy.',
      'The longer you have had diabetes, and the poorer your control of sugar, blood pressure and cholesterol, the higher the risk. Treatment with laser or anti-VEGF injections can stop the damage and prevent blindness, but it works best when started early. Sight already lost from advanced disease may not fully return.',
    ],
    image: {
      src: '/images/treatments/diabetic-retinopathy/intro.jpg',
      alt: 'Drawing of damaged, leaking blood vessels in the retina',
    },
    banner: {
      src: '/images/treatments/diabetic-retinopathy/banner.jpg',
      alt: 'Retina specialist looking at a retina scan on screen',
    },
  },
  symptoms: {
    title: 'Signs of diabetic retinopathy',
    list: [
      'No symptoms at all in the early stage, which is why yearly checks matter',
      'Blurred vision that does not improve with new glasses',
      'Vision that goes up and down from day to day',
      'Dark spots, threads or cobwebs floating in your sight (floaters)',
      'Dark or empty patches in the middle of what you see',
      'Straight lines looking bent or wavy, and difficulty reading',
      'Poor vision at night and colours looking washed out',
      'Sudden loss of vision in one eye from bleeding inside the eye',
    ],
    images: [
      {
        src: '/images/treatments/diabetic-retinopathy/symptom-1.jpg',
        alt: 'Dark floating spots across a view of green paddy fields',
      },
      {
        src: '/images/treatments/diabetic-retinopathy/symptom-2.jpg',
        alt: 'Dark patch blocking the centre of a family photograph',
      },
      {
        src: '/images/treatments/diabetic-retinopathy/symptom-3.jpg',
        alt: 'Door frame and window lines appearing bent and wavy',
      },
      {
        src: '/images/treatments/diabetic-retinopathy/symptom-4.jpg',
        alt: 'Elderly man struggling to read a medicine label',
      },
    ],
  },
  prevention: {
    title: 'How to prevent diabetic eye damage',
    list: [
      'Get a dilated eye examination every year from the time diabetes is found, even if you see well.',
      'Keep your blood sugar in the range your doctor advises, and get your HbA1c (three-month sugar test) checked regularly.',
      'Take diabetes medicines or insulin every day; do not stop them because you feel well or switch to unproven remedies.',
      'Control blood pressure and cholesterol too, as they add to the damage in the eye.',
      'Walk or do physical work daily, eat less sugar, sweets, white rice and maida, and more vegetables, dal and whole grains.',
      'Stop smoking, bidi, gutkha and khaini.',
      'If you are pregnant and have diabetes, get your eyes checked early in pregnancy and as often as advised.',
    ],
    image: {
      src: '/images/treatments/diabetic-retinopathy/prevention.jpg',
      alt: 'Health worker checking a woman’s blood sugar with a glucometer',
    },
  },
  treatments: {
    title: 'Treatment for diabetic retinopathy',
    list: [
      {
        name: 'Anti-VEGF injections',
        description:
          'A medicine is injected into the eye with a very fine needle after numbing drops. It reduces swelling of the retina and shrinks weak new blood vessels. Several injections, often a month apart at first, are usually needed, so regular visits are important.',
        image: {
          src: '/images/treatments/diabetic-retinopathy/option-1.jpg',
          alt: 'Doctor giving an eye injection in a clean procedure room',
        },
      },
      {
        name: 'Laser treatment',
        description:
          'A laser seals leaking blood vessels and treats the outer parts of the retina so that dangerous new vessels stop growing. It is done in the clinic and you go home the same day. Laser aims to save the sight you have; it does not usually make vision better than before.',
        image: {
          src: '/images/treatments/diabetic-retinopathy/option-2.jpg',
          alt: 'Patient at a retina laser machine during treatment',
        },
      },
      {
        name: 'Retina surgery (vitrectomy)',
        description:
          'If blood inside the eye does not clear, or scar tissue starts pulling the retina off, an operation may be needed to remove the blood and scar tissue. Our retina team explains whether surgery is needed and plans it with you and your family.',
        image: {
          src: '/images/treatments/diabetic-retinopathy/option-3.jpg',
          alt: 'Retina surgeon operating with a microscope and fine instruments',
        },
      },
      {
        name: 'Retina scans and regular monitoring',
        description:
          'Photographs and scans of the retina (such as OCT, a painless light scan) show swelling and damage that cannot be felt. They help the doctor decide the right time for treatment and show whether it is working.',
        image: {
          src: '/images/treatments/diabetic-retinopathy/option-4.jpg',
          alt: 'Patient resting chin on a retina scanning machine',
        },
      },
    ],
  },
  why_choose_us: {
    title: 'Why choose Drishti Eye Hospital for diabetic eye care',
    list: [
      'A retina specialist runs a diabetic eye screening clinic at our Chouparan hospital every Wednesday.',
      'Laser treatment and anti-VEGF injections are given at the hospital, without travelling to a big city.',
      'Diabetic patients found at our Chatra and Koderma Vision Centres and village camps are referred straight to the retina clinic.',
      'We check blood sugar and blood pressure on the day of your visit and advise you to share the results with your physician.',
      'Our staff help you understand whether your treatment can be covered under Ayushman Bharat if you hold a card.',
      'The date of your next eye check or injection is written on your card, and our staff explain why keeping it matters.',
    ],
  },
  faq: {
    title: 'Questions about diabetic retinopathy',
    list: [
      {
        question: 'I see clearly. Do I still need an eye check?',
        answer:
          'Yes. Early diabetic retinopathy causes no blurring or pain. Only a dilated eye examination can find it. Every person with diabetes needs one at least once a year.',
      },
      {
        question: 'Why do you put drops to widen my pupil?',
        answer:
          'The drops let the doctor see the whole retina. Your sight will be blurred and glary for a few hours, so bring someone with you and do not drive or ride a bike home.',
      },
      {
        question: 'Does the eye injection hurt?',
        answer:
          'The eye is numbed with drops first. Most people feel only slight pressure for a moment. The eye may feel gritty or look a little red for a day or two.',
      },
      {
        question: 'Will laser or injections give me back my full sight?',
        answer:
          'Treatment mainly stops the damage from getting worse. Some people gain vision, especially when swelling goes down after injections, but sight lost from long-standing damage may not return. This is why early treatment is best.',
      },
      {
        question: 'If my sugar is controlled now, can I skip eye checks?',
        answer:
          'No. Good control lowers the risk but does not remove it, especially if you have had diabetes for many years. Continue yearly checks, or more often if your doctor advises.',
      },
      {
        question: 'Does diabetes affect the eyes in other ways?',
        answer:
          'Yes. People with diabetes get cataract and glaucoma earlier, and their sight can change when sugar goes up and down. A yearly eye check looks for all of these.',
      },
    ],
  },
  urgent:
    'If you have diabetes, come the same day or call our 24x7 emergency line if you suddenly lose vision in one eye, see a shower of new floaters, or notice a dark curtain or shadow over your sight. These can mean bleeding inside the eye or a retinal detachment.',
  sight: {
    image: { src: '/images/vision/diabetic-retinopathy.jpg', alt: 'Dark spots float over the road and the people, and some patches of the scene are blurred' },
    eyePart: 'retina',
  },
};

export default diabeticRetinopathy;
