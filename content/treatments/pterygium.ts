import type { Treatment } from '../types';

export const pterygium: Treatment = {
  slug: 'Pterygium',
  name: 'Pterygium',
  summary:
    'Pterygium (nakhuna) is a fleshy growth on the white of the eye caused by sun and dust. Learn how to protect your eyes and when it needs surgery.',
  card: {
    image: {
      src: '/images/treatments/pterygium/card.jpg',
      alt: 'Pink fleshy growth on the white of an eye',
    },
    title: 'Pterygium',
    description: 'A fleshy growth on the eye from sun, wind and dust. Simple surgery removes it when it grows toward the centre.',
  },
  introduction: {
    title: 'What is pterygium?',
    content: [
      'Pterygium, often called nakhuna in villages, is a pink, fleshy, triangle-shaped growth on the white of the eye. It usually starts on the side near the nose and slowly grows toward the black part of the eye (the cornea, the clear window at the front). It is not cancer and it does not spread to other parts of the body.',
      'The main causes are years of strong sunlight, hot wind and dust. That is why it is so common in farmers, labourers, drivers and anyone who works outdoors in Jharkhand’s summers. Dry eyes make it worse. Many people have it in both eyes.',
      'A small pterygium may only need protection and lubricating drops. If it grows toward the centre, it can pull on the cornea, change the shape of the eye and blur sight, and then it should be removed by a short operation. Not every growth on the eye is a pterygium, so any new growth should be seen by an eye doctor rather than treated at home.',
    ],
    image: {
      src: '/images/treatments/pterygium/intro.jpg',
      alt: 'Drawing of a pterygium growing from the nose side toward the cornea',
    },
    banner: {
      src: '/images/treatments/pterygium/banner.jpg',
      alt: 'Farmers working in a sunny, dusty wheat field',
    },
  },
  symptoms: {
    title: 'Signs of pterygium',
    list: [
      'A pink or red fleshy growth on the white of the eye, usually on the nose side',
      'Redness of the eye that gets worse in sun, wind or dust',
      'A gritty, sandy feeling, as if something is stuck in the eye',
      'Burning, itching or dryness of the eye',
      'Watering of the eye, especially outdoors',
      'Blurred or distorted vision when the growth reaches the black part of the eye',
      'Discomfort or difficulty wearing contact lenses',
    ],
    images: [
      {
        src: '/images/treatments/pterygium/symptom-1.jpg',
        alt: 'Close-up of a fleshy growth crossing onto the cornea',
      },
      {
        src: '/images/treatments/pterygium/symptom-2.jpg',
        alt: 'Man rubbing a red, gritty eye after field work',
      },
      {
        src: '/images/treatments/pterygium/symptom-3.jpg',
        alt: 'Woman with watering eyes standing in hot dusty wind',
      },
      {
        src: '/images/treatments/pterygium/symptom-4.jpg',
        alt: 'Newspaper text looking wavy and blurred to the reader',
      },
    ],
  },
  prevention: {
    title: 'How to prevent pterygium or stop it growing',
    list: [
      'Wear sunglasses that wrap around the sides, and a wide hat or gamchha over your head, when working outdoors.',
      'Use protective goggles during threshing, harvesting, cutting fodder and road or brick work.',
      'After dusty work, wash your face and splash your closed eyes gently with clean water; do not rub them.',
      'Use only lubricating eye drops prescribed by your eye doctor for dryness and irritation.',
      'Do not use steroid drops from the medical shop to remove redness; they do not shrink pterygium and can cause glaucoma and cataract.',
      'Do not put surma, kajal, ghee or herbal liquids in the eye to "melt" the growth.',
      'Get the eye checked every year, or sooner if the growth gets bigger or your sight changes.',
    ],
    image: {
      src: '/images/treatments/pterygium/prevention.jpg',
      alt: 'Farmer wearing wraparound sunglasses and a head cloth while threshing',
    },
  },
  treatments: {
    title: 'Treatment for pterygium',
    list: [
      {
        name: 'Lubricating drops and sun protection',
        description:
          'A small pterygium that is not affecting sight is watched. Lubricating drops, also called artificial tears, ease dryness, grittiness and burning. Sunglasses and a hat reduce the sun and dust that make the growth bigger.',
        image: {
          src: '/images/treatments/pterygium/option-1.jpg',
          alt: 'Bottle of lubricating eye drops next to sunglasses',
        },
      },
      {
        name: 'Short course of prescribed anti-inflammatory drops',
        description:
          'When the growth becomes red and painful, the doctor may give mild steroid drops for a few days or weeks, and steroid drops are also given for a short time after pterygium surgery. These calm the redness but do not remove the growth. Steroid drops can raise the eye pressure, so use them only for as long as the doctor says and come back for a pressure check. Never use steroid drops without a doctor.',
        image: {
          src: '/images/treatments/pterygium/option-2.jpg',
          alt: 'Doctor explaining a drop schedule to a patient',
        },
      },
      {
        name: 'Pterygium surgery with conjunctival autograft',
        description:
          'The growth is removed, and the bare area is covered with a thin piece of healthy skin taken from under the upper lid of the same eye (an autograft), held with tissue glue or fine stitches. This greatly lowers the chance of the pterygium growing back. It is a day-care operation under numbing drops or injection.',
        image: {
          src: '/images/treatments/pterygium/option-3.jpg',
          alt: 'Surgeon removing a pterygium under an operating microscope',
        },
      },
      {
        name: 'Care after surgery to stop it coming back',
        description:
          'After surgery the eye may feel gritty and look red for a few weeks. Using the drops as told, avoiding dust and sun, and wearing dark glasses outdoors all help the graft heal and reduce the chance of the growth returning.',
        image: {
          src: '/images/treatments/pterygium/option-4.jpg',
          alt: 'Patient wearing dark protective glasses after eye surgery',
        },
      },
    ],
  },
  why_choose_us: {
    title: 'Why choose Drishti Eye Hospital for pterygium',
    list: [
      'We see many farmers and outdoor workers with pterygium and know how sun and dust affect eyes in our district.',
      'Our surgeons use the autograft method, which lowers the chance of the growth coming back compared with simple removal.',
      'Any growth that looks unusual is examined carefully, and tested if needed, so other conditions are not missed.',
      'The operation is done as day care, so most patients go home the same day.',
      'Early checks and follow-up visits are available at our Chatra and Koderma Vision Centres.',
    ],
  },
  faq: {
    title: 'Questions about pterygium',
    list: [
      {
        question: 'Is pterygium cancer?',
        answer:
          'No. Pterygium is not cancer. But some other growths on the eye can look similar, so let an eye doctor examine any new or fast-growing growth.',
      },
      {
        question: 'Can drops remove pterygium?',
        answer:
          'No. Drops can reduce redness, dryness and irritation, but only surgery can remove the growth itself.',
      },
      {
        question: 'When is surgery needed?',
        answer:
          'Surgery is advised when the growth moves toward the centre of the black part of the eye, blurs your sight, keeps the eye red and irritated in spite of drops, or keeps getting bigger.',
      },
      {
        question: 'Can pterygium come back after surgery?',
        answer:
          'Yes, it can sometimes grow back, especially in people who go back to strong sun and dust without protection. Covering the area with an autograft and wearing sunglasses outdoors make this much less likely.',
      },
      {
        question: 'How long does it take to heal?',
        answer:
          'Most people return to light work within a few days. The eye may stay a little red and gritty for a few weeks. Avoid dusty field work and swimming in ponds until your doctor checks the eye.',
      },
      {
        question: 'Can I use steroid drops from the chemist to reduce redness?',
        answer:
          'No. Steroid drops used without a doctor can raise eye pressure, cause cataract and make infections worse. Use only the drops your eye doctor prescribes, and only for as long as told.',
      },
    ],
  },
  urgent:
    'Pterygium is rarely an emergency, but come the same day or call our 24x7 emergency line if your sight suddenly drops, the eye becomes very painful, or the growth bleeds or changes quickly. After pterygium surgery, come at once if pain, redness or discharge keeps getting worse.',
  sight: {
    image: { src: '/images/vision/pterygium.jpg', alt: 'A pinkish blur creeps in from the nose side towards the centre; the rest of the scene stays clear' },
    eyePart: 'conjunctiva',
  },
};

export default pterygium;
