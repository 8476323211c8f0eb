import type { Treatment } from '../types';

export const uveitis: Treatment = {
  slug: 'Uveitis',
  name: 'Uveitis',
  summary:
    'Uveitis is swelling inside the eye that causes pain, redness, light sensitivity and blurred sight. Quick, supervised treatment protects your vision.',
  card: {
    image: {
      src: '/images/treatments/uveitis/card.jpg',
      alt: 'Painful red eye with redness around the coloured part',
    },
    title: 'Uveitis',
    description: 'A painful red eye with blurred sight and light sensitivity. It needs an eye doctor quickly, not chemist drops.',
  },
  introduction: {
    title: 'What is uveitis?',
    content: [
      'The uvea is the middle layer of the eye. It includes the coloured part of the eye (the iris) and the layer full of blood vessels that feeds the eye. Uveitis means swelling and inflammation of this layer. It can affect the front of the eye, the back of the eye, or the whole eye, and it can come in one eye or both.',
      'Uveitis can be caused by the body’s own defence system attacking the eye, by infections such as tuberculosis (TB), toxoplasma or herpes, by an eye injury, or by diseases of the joints, back, skin or bowel. In many people no cause is found. It is more common in young and middle-aged adults, and it often comes back again and again.',
      'Uveitis is easy to mistake for simple conjunctivitis (eye flu), but it is much more serious. Without proper treatment it can lead to cataract, glaucoma, swelling of the retina and permanent loss of sight. The main medicines are steroids, which work very well but must be started, changed and stopped only by an eye doctor who checks your eye pressure regularly.',
    ],
    image: {
      src: '/images/treatments/uveitis/intro.jpg',
      alt: 'Diagram of the eye with the middle uvea layer highlighted',
    },
    banner: {
      src: '/images/treatments/uveitis/banner.jpg',
      alt: 'Eye doctor examining a patient’s eye with a slit lamp',
    },
  },
  symptoms: {
    title: 'Signs of uveitis',
    list: [
      'Redness of the eye, often strongest in a ring around the black part',
      'Aching pain in or around the eye that may spread to the forehead',
      'Bright light hurts the eye (light sensitivity)',
      'Blurred or hazy vision',
      'Dark floating spots or cobwebs moving across your sight (floaters)',
      'Watering of the eye without sticky discharge',
      'A small or oddly shaped pupil (the black centre of the eye)',
      'The same eye becoming red and painful again after earlier attacks',
    ],
    images: [
      {
        src: '/images/treatments/uveitis/symptom-1.jpg',
        alt: 'Close-up of a red ring around the iris of an eye',
      },
      {
        src: '/images/treatments/uveitis/symptom-2.jpg',
        alt: 'Young man shielding his eyes from bright sunlight in pain',
      },
      {
        src: '/images/treatments/uveitis/symptom-3.jpg',
        alt: 'Dark floating spots seen against a clear blue sky',
      },
      {
        src: '/images/treatments/uveitis/symptom-4.jpg',
        alt: 'Hazy, blurred view of a village school building',
      },
    ],
  },
  prevention: {
    title: 'How to protect your eyes if you have uveitis',
    list: [
      'Come to an eye doctor at the first sign of a painful red eye; early treatment prevents lasting damage.',
      'Never buy steroid drops from a medical shop on your own; wrong use can raise eye pressure, cause cataract and worsen some infections.',
      'Do not stop steroid drops or tablets suddenly; reduce them slowly exactly as your doctor tells you.',
      'If you are on TB treatment, complete the full course and keep all follow-up visits.',
      'Tell your eye doctor about joint pain, back stiffness, skin rashes, mouth ulcers or long-lasting loose motions, as these can be linked to uveitis.',
      'Keep every follow-up appointment, even when the eye feels better, so that eye pressure and the back of the eye can be checked.',
    ],
    image: {
      src: '/images/treatments/uveitis/prevention.jpg',
      alt: 'Doctor explaining a tapering drop chart to a young woman',
    },
  },
  treatments: {
    title: 'How we treat uveitis',
    list: [
      {
        name: 'Steroid eye drops',
        description:
          'Steroid drops reduce the inflammation in the front of the eye. They are often used many times a day at first and then slowly reduced over weeks. Your eye pressure is checked at each visit because steroids can raise it.',
        image: {
          src: '/images/treatments/uveitis/option-1.jpg',
          alt: 'Nurse showing a patient how to use eye drops',
        },
      },
      {
        name: 'Dilating drops',
        description:
          'These drops widen the pupil and relax the muscles inside the eye. They ease the pain and stop the iris from sticking to the lens behind it. Your sight will be blurred and bright light will feel strong while you use them.',
        image: {
          src: '/images/treatments/uveitis/option-2.jpg',
          alt: 'Close-up of an eye with a widened pupil after drops',
        },
      },
      {
        name: 'Tablets, injections and treating the cause',
        description:
          'When uveitis affects the back of the eye or keeps coming back, steroid tablets, injections near the eye or other medicines that calm the immune system may be needed. Blood tests, a chest X-ray or other tests help find causes such as TB, and the infection is then treated along with the eye. We work with your physician when medicines for the whole body are used.',
        image: {
          src: '/images/treatments/uveitis/option-3.jpg',
          alt: 'Lab technician taking a blood sample from a patient',
        },
      },
      {
        name: 'Treating complications',
        description:
          'Repeated uveitis can cause cataract or glaucoma. These are treated with drops, laser or surgery once the inflammation has been quiet for some time. Planning the timing carefully lowers the chance of the uveitis flaring up after the operation.',
        image: {
          src: '/images/treatments/uveitis/option-4.jpg',
          alt: 'Eye surgeon reviewing a patient’s file before surgery',
        },
      },
    ],
  },
  why_choose_us: {
    title: 'Why choose Drishti Eye Hospital for uveitis',
    list: [
      'A full examination of the front and back of the eye, with the pupil dilated, so that uveitis is not mistaken for simple eye flu.',
      'Eye pressure is checked at every visit while you are on steroid treatment.',
      'A written drop schedule in Hindi showing exactly how many times a day to put each drop and when to reduce it.',
      'Tests to look for common causes in our region such as TB, and coordination with your physician for treatment.',
      'Cataract and glaucoma surgery for uveitis patients is planned carefully at the right time.',
      'Follow-up visits can be done at our Chatra and Koderma Vision Centres when the eye is stable.',
    ],
  },
  faq: {
    title: 'Questions about uveitis',
    list: [
      {
        question: 'Is uveitis the same as eye flu (conjunctivitis)?',
        answer:
          'No. Eye flu usually causes sticky discharge and gets better on its own in a few days. Uveitis is inside the eye, usually causes pain, light sensitivity and blurred sight, and needs an eye doctor’s treatment.',
      },
      {
        question: 'Is uveitis contagious?',
        answer:
          'Uveitis itself does not spread from person to person by touch or by sharing a room. If an infection such as TB is the cause, that infection is treated separately as your doctor advises.',
      },
      {
        question: 'Why can’t I stop the drops once the eye is white again?',
        answer:
          'The inflammation can still be active inside even when the redness is gone. Stopping steroids suddenly can bring the uveitis back, often worse. Reduce them only as your doctor tells you.',
      },
      {
        question: 'Are steroid drops harmful?',
        answer:
          'Used under an eye doctor’s care, they are safe and very effective. Used on your own for a long time, they can cause glaucoma and cataract. That is why we check your eye pressure at each visit.',
      },
      {
        question: 'Will uveitis come back?',
        answer:
          'It can. Many people have more than one attack. If you notice the same pain, redness or light sensitivity again, come early; a flare treated in the first days settles faster.',
      },
      {
        question: 'Can uveitis cause blindness?',
        answer:
          'Yes, if it is not treated or is treated late. With early and regular treatment, most people keep good vision.',
      },
    ],
  },
  urgent:
    'Come the same day or call our 24x7 emergency line if you have a red, painful eye with blurred vision or pain in bright light, or if your sight suddenly gets worse while on uveitis treatment. Do not wait for it to settle or treat it as eye flu.',
  sight: {
    image: { src: '/images/vision/uveitis.jpg', alt: 'A grey, misty haze lies over the whole scene, colours are weak and small specks float across it' },
    eyePart: 'uvea',
  },
};

export default uveitis;
