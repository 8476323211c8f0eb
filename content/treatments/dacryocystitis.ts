import type { Treatment } from '../types';

export const dacryocystitis: Treatment = {
  slug: 'Dacryocystitis',
  name: 'Dacryocystitis',
  summary:
    'Dacryocystitis is an infection of the blocked tear sac beside the nose, causing watering and swelling. Massage helps babies; DCR surgery cures most adults.',
  card: {
    image: {
      src: '/images/treatments/dacryocystitis/card.jpg',
      alt: 'Woman with a watering eye and swelling beside her nose',
    },
    title: 'Dacryocystitis',
    description: 'A watering eye with swelling near the nose is a blocked, infected tear sac. Simple surgery (DCR) gives lasting relief.',
  },
  introduction: {
    title: 'What is dacryocystitis?',
    content: [
      'Our eyes make tears all the time to keep them wet. These tears drain out through two tiny holes at the inner corner of the eyelids, collect in a small bag called the tear sac, which sits beside the nose, and then flow down a narrow tube into the nose. That is why your nose runs when you cry. When this tube gets blocked, tears cannot drain. They collect in the sac, germs grow there, and the sac becomes infected. This infection of the tear sac is called dacryocystitis.',
      'In adults the blockage comes slowly with age, and it is more common in women. Long-standing nose and sinus problems, injury to the nose, and repeated eye infections can add to it. The result is an eye that waters all the time, with sticky matter in the corner. Sometimes the sac suddenly swells into a painful red lump near the nose. This needs prompt treatment, because the infection can spread to the eyelids and around the eye.',
      'Many newborn babies also have a watering eye because the end of the tear tube has not opened fully at birth. In most babies it opens by itself within the first year, helped by gentle massage that we teach the mother. In adults, tablets and drops only calm the infection for a while; the lasting cure is a small operation called DCR, which makes a new path for tears into the nose. A blocked, infected tear sac must also be treated before any cataract surgery, to keep germs away from the eye.',
    ],
    image: {
      src: '/images/treatments/dacryocystitis/intro.jpg',
      alt: 'Diagram of tear drainage from eye corner to the nose',
    },
    banner: {
      src: '/images/treatments/dacryocystitis/banner.jpg',
      alt: 'Eye doctor gently examining the inner corner of a patient’s eye',
    },
  },
  symptoms: {
    title: 'Signs of a blocked or infected tear sac',
    list: [
      'Tears rolling down the cheek from one eye all the time, even indoors and without crying',
      'Sticky white or yellow matter at the inner corner of the eye, worse in the morning',
      'Pus coming out of the corner of the eye when you press beside the nose',
      'A painful, red, warm swelling at the side of the nose, just below the inner corner of the eye',
      'Eyelashes stuck together on waking up',
      'Blurred vision that clears when you wipe the tears away',
      'Fever and swelling spreading to the eyelids in a severe infection',
      'In babies: a watering eye with sticky lashes since the first weeks of life',
    ],
    images: [
      {
        src: '/images/treatments/dacryocystitis/symptom-1.jpg',
        alt: 'Tears running down an old man’s cheek from one eye',
      },
      {
        src: '/images/treatments/dacryocystitis/symptom-2.jpg',
        alt: 'Red painful lump beside the nose below the eye corner',
      },
      {
        src: '/images/treatments/dacryocystitis/symptom-3.jpg',
        alt: 'Sticky yellow discharge at the inner corner of an eye',
      },
      {
        src: '/images/treatments/dacryocystitis/symptom-4.jpg',
        alt: 'Baby with one watering eye held in mother’s arms',
      },
    ],
  },
  prevention: {
    title: 'How to protect your eyes and tear drains',
    list: [
      'Get a constantly watering eye checked early, before it turns into a painful infection.',
      'Keep your face clean, and wipe tears and discharge with a fresh clean cloth, not the end of a saree or dupatta.',
      'Do not share towels or handkerchiefs, especially with someone who has eye discharge.',
      'Do not put kajal, surma, oil or any home-made liquid in a watering eye; it can push more germs into the sac.',
      'Get long-standing nose blockage, sinus trouble or a nose injury treated.',
      'For a baby with a watering eye, do the tear sac massage taught by the doctor, with clean hands and short nails, every day.',
      'If you are going to have cataract surgery and your eye waters, tell the doctor so the tear drain is checked first.',
    ],
    image: {
      src: '/images/treatments/dacryocystitis/prevention.jpg',
      alt: 'Mother gently massaging the side of her baby’s nose',
    },
  },
  treatments: {
    title: 'Treatment for dacryocystitis',
    list: [
      {
        name: 'Medicines for a sudden infection',
        description:
          'A painful red swelling is first treated with antibiotic tablets, antibiotic drops and warm compresses to bring the infection down. If pus has collected, the doctor may drain it safely in the hospital. Please never prick or cut the swelling at home, and remember that medicines alone do not open the blocked tube.',
        image: {
          src: '/images/treatments/dacryocystitis/option-1.jpg',
          alt: 'Warm clean cloth held against the side of the nose',
        },
      },
      {
        name: 'Massage and probing for babies',
        description:
          'We teach the mother to press gently over the tear sac beside the baby’s nose and stroke downwards several times a day. This helps the blocked end of the tube to open, and in most babies the watering stops within the first year. If it does not, a quick procedure called probing, in which a fine smooth wire gently opens the tube, usually solves it.',
        image: {
          src: '/images/treatments/dacryocystitis/option-2.jpg',
          alt: 'Doctor showing a mother how to massage baby’s tear sac',
        },
      },
      {
        name: 'DCR surgery (dacryocystorhinostomy)',
        description:
          'DCR is the standard cure for adults. The surgeon makes a new opening from the tear sac straight into the nose, so that tears drain again and the infection has nowhere to collect. It is done under local anaesthesia through a small cut beside the nose, which heals into a faint line, or in some cases from inside the nose.',
        image: {
          src: '/images/treatments/dacryocystitis/option-3.jpg',
          alt: 'Surgeon performing DCR surgery beside the nose in theatre',
        },
      },
      {
        name: 'Removing the tear sac (DCT)',
        description:
          'For some very elderly or weak patients, or when the sac is badly damaged, the surgeon may remove the infected sac instead of making a new path. This stops the repeated infection and makes the eye safe for cataract surgery. Some watering may remain afterwards, but the pus and swelling go away.',
        image: {
          src: '/images/treatments/dacryocystitis/option-4.jpg',
          alt: 'Elderly patient resting comfortably after a short eye operation',
        },
      },
    ],
  },
  why_choose_us: {
    title: 'Why choose Drishti Eye Hospital for a watering eye',
    list: [
      'A simple syringing test, in which clean salt water is flushed through the tear drain, tells us in minutes whether it is blocked.',
      'DCR surgery done by experienced surgeons under local anaesthesia, with most patients going home the same day.',
      'Every cataract patient’s tear drain is checked before surgery, and a blocked sac is treated first to keep the eye safe.',
      'Mothers are shown, hands on, how to massage a baby’s tear sac, and the baby is followed up until the watering stops.',
      'Dressing and stitch checks after surgery can be done at our Chatra and Koderma Vision Centres, closer to home.',
    ],
  },
  faq: {
    title: 'Questions about dacryocystitis',
    list: [
      {
        question: 'My eye has watered for years. Is it serious?',
        answer:
          'A long-standing watering eye is often a blocked tear drain, and the trapped tears can get infected at any time. It also makes cataract or any other eye surgery risky. Get it checked; a lasting cure is usually possible.',
      },
      {
        question: 'Will antibiotic drops cure the block?',
        answer:
          'No. Drops and tablets calm an infection, but the tube stays blocked, so the watering and infection come back. Only DCR surgery makes a new path for the tears in adults.',
      },
      {
        question: 'Is DCR surgery painful? Will I have to stay in hospital?',
        answer:
          'The area is numbed with an injection, so you should feel only pressure, not pain. Most patients go home the same day or the next day. There may be some swelling and a little bleeding from the nose for a few days.',
      },
      {
        question: 'Will there be a mark on my face?',
        answer:
          'When the operation is done through the skin, the small cut beside the nose usually heals into a thin line that is hard to see after a few months.',
      },
      {
        question: 'How do I massage my baby’s tear sac?',
        answer:
          'Wash your hands and keep your nails short. Place your little finger at the inner corner of the baby’s eye, press gently on the side of the nose and stroke downwards, about ten times, three or four times a day. Our doctor will show you the exact way at the visit.',
      },
      {
        question: 'What care is needed after DCR surgery?',
        answer:
          'Use the drops and nasal spray as told, do not blow your nose hard, and avoid hot food and heavy work for a few days. Keep the wound dry and come for the stitch removal and the follow-up test of the new drain.',
      },
      {
        question: 'Can the block come back after surgery?',
        answer:
          'DCR works for most patients, but in a few the new opening can close again. If the watering returns, come back; it can usually be opened again.',
      },
    ],
  },
  urgent:
    'Come the same day or call our 24x7 emergency line if the swelling beside the nose becomes very painful and red, spreads to the eyelids, comes with fever, or if the eye cannot move well or sight becomes blurred. In a baby, a red, tense lump at the side of the nose also needs to be seen that day.',
  sight: {
    image: { src: '/images/vision/dacryocystitis.jpg', alt: 'Everything swims behind a film of tears, most of all at the bottom, as if looking through water' },
    eyePart: 'tearDuct',
  },
};

export default dacryocystitis;
