import type { Treatment } from '../types';

export const cornealUlcer: Treatment = {
  slug: 'Corneal Ulcer',
  name: 'Corneal Ulcer',
  summary:
    'A corneal ulcer is an infected sore on the clear front of the eye, often after a crop injury. Come the same day; never use steroid drops or home remedies.',
  card: {
    image: {
      src: '/images/treatments/corneal-ulcer/card.jpg',
      alt: 'Red eye with a white spot on the black part',
    },
    title: 'Corneal Ulcer',
    description: 'A painful red eye with a white spot after a leaf or crop injury. Come the same day; early drops can save sight.',
  },
  introduction: {
    title: 'What is a corneal ulcer?',
    content: [
      'The cornea is the clear, round window at the front of the eye, over the coloured part and the black centre. A corneal ulcer is an open, infected sore on this window. It is caused by germs: bacteria, fungus, or sometimes a virus. If it is not treated quickly and correctly, it leaves a white scar that blocks sight, and a deep ulcer can even make a hole in the eye and destroy it.',
      'In our villages the most common cause is a small injury during farm work: a paddy or wheat leaf, grain husk, a stick, sugarcane, a thorn, or a cow’s tail flicking into the eye during harvest and threshing. Plant matter carries fungus, so fungal ulcers are very common in rural India. Fungal ulcers heal slowly and need special antifungal drops. Wearing contact lenses while sleeping or with unclean water, diabetes, and a dry eye that does not close properly also raise the risk.',
      'Two things make ulcers much worse and are seen again and again in our hospital. The first is home remedies: breast milk, herbal juices, oil, kajal, surma or anything else put into an injured eye carries more germs into it. The second is steroid drops bought from a medical shop; they may make the eye feel better for a day or two, but they help fungus grow fast and can cost the eye. If your eye is hurt or turns red and painful, come to the hospital the same day.',
    ],
    image: {
      src: '/images/treatments/corneal-ulcer/intro.jpg',
      alt: 'Side view of an eye with a sore on the cornea',
    },
    banner: {
      src: '/images/treatments/corneal-ulcer/banner.jpg',
      alt: 'Doctor examining a farmer’s eye at a slit lamp microscope',
    },
  },
  symptoms: {
    title: 'Signs of a corneal ulcer',
    list: [
      'A red, painful eye, often a day or two after something went into it',
      'A white, grey or yellow spot on the black part of the eye',
      'Constant watering, or thick sticky discharge',
      'Pain and watering in bright light, so you want to keep the eye shut',
      'Blurred or cloudy vision in that eye',
      'A feeling that sand or something sharp is stuck in the eye',
      'Swollen eyelids that are hard to open',
      'A whitish layer of pus collecting at the bottom of the coloured part in a severe ulcer',
    ],
    images: [
      {
        src: '/images/treatments/corneal-ulcer/symptom-1.jpg',
        alt: 'Close-up of a red eye with a white corneal spot',
      },
      {
        src: '/images/treatments/corneal-ulcer/symptom-2.jpg',
        alt: 'Farmer cutting paddy as a leaf tip hits his eye',
      },
      {
        src: '/images/treatments/corneal-ulcer/symptom-3.jpg',
        alt: 'Young man shielding his watering eye from bright sunlight',
      },
      {
        src: '/images/treatments/corneal-ulcer/symptom-4.jpg',
        alt: 'Woman with swollen eyelids holding a cloth to her eye',
      },
    ],
  },
  prevention: {
    title: 'How to prevent a corneal ulcer',
    list: [
      'Wear protective glasses or goggles while harvesting, threshing, cutting sugarcane, or working with straw and husk.',
      'If something enters the eye, do not rub it; wash the eye gently with plenty of clean drinking water.',
      'After any eye injury with a leaf, husk, stick or soil, come to the hospital the same day, even if it looks small.',
      'Never put breast milk, juices, oil, kajal, surma or any home remedy into a hurt or red eye.',
      'Never buy eye drops from a medical shop without a prescription, and never use steroid drops left over from someone else.',
      'If you wear contact lenses, do not sleep in them, do not wash them with tap or pond water, and remove them at once if the eye turns red.',
      'Keep diabetes under control, because high sugar slows the healing of any eye wound.',
    ],
    image: {
      src: '/images/treatments/corneal-ulcer/prevention.jpg',
      alt: 'Farmers wearing protective goggles while threshing grain',
    },
  },
  treatments: {
    title: 'Treatment for a corneal ulcer',
    list: [
      {
        name: 'Test to find the germ',
        description:
          'The doctor numbs the eye with drops and gently takes a tiny sample from the ulcer. The sample is looked at under a microscope to see whether the germ is a bacterium or a fungus. This tells us which medicine will work, so treatment is right from the first day.',
        image: {
          src: '/images/treatments/corneal-ulcer/option-1.jpg',
          alt: 'Laboratory technician checking an eye sample under a microscope',
        },
      },
      {
        name: 'Antibiotic or antifungal drops',
        description:
          'The main treatment is strong medicated drops, often every hour in the first days, including at night, sometimes with tablets. A fungal ulcer may need drops for several weeks. Do not stop the drops when the pain eases; stop only when the doctor says the ulcer has healed.',
        image: {
          src: '/images/treatments/corneal-ulcer/option-2.jpg',
          alt: 'Family member putting eye drops into a patient’s eye',
        },
      },
      {
        name: 'Glue or bandage lens for a thin cornea',
        description:
          'If the ulcer has made the cornea very thin, or has left a tiny hole, the doctor may seal it with special medical glue and a soft bandage contact lens. This protects the eye while the drops fight the infection. It is done in the clinic or the operation theatre.',
        image: {
          src: '/images/treatments/corneal-ulcer/option-3.jpg',
          alt: 'Doctor placing a soft bandage lens on a patient’s eye',
        },
      },
      {
        name: 'Corneal transplant (keratoplasty)',
        description:
          'When an ulcer does not heal with medicines, or the cornea has a large hole, the damaged cornea can be replaced with a healthy cornea from a donated eye. Later, if a thick white scar blocks sight after healing, a transplant may also help the eye see again. This is possible only because families choose eye donation.',
        image: {
          src: '/images/treatments/corneal-ulcer/option-4.jpg',
          alt: 'Surgeon stitching a clear donor cornea into an eye',
        },
      },
    ],
  },
  why_choose_us: {
    title: 'Why choose Drishti Eye Hospital for a corneal ulcer',
    list: [
      'Every red, painful eye after an injury is seen the same day, and our 24x7 emergency line guides you on what to do on the way.',
      'The germ is checked under the microscope before treatment, so the right drops are started at once.',
      'Our doctors see fungal ulcers from farm injuries every harvest season and are used to guiding patients through their long treatment.',
      'We never give steroid drops for an untreated ulcer, and we explain clearly to each family why home remedies are dangerous.',
      'Daily or every-other-day checks in the first week, and the option of follow-up at our Chatra and Koderma Vision Centres later on.',
      'If a corneal transplant or other special surgery is needed, we arrange it quickly and guide you on using the Ayushman Bharat card where eligible.',
    ],
  },
  faq: {
    title: 'Questions about corneal ulcers',
    list: [
      {
        question: 'A leaf hit my eye during harvest. It is only a little red. Should I come?',
        answer:
          'Yes, come the same day. Plant injuries often carry fungus, and a small scratch can turn into an ulcer in two or three days. Early treatment is short and simple; late treatment is long and may leave a scar.',
      },
      {
        question: 'The chemist gave me drops and the pain is less. Is that enough?',
        answer:
          'Please show those drops to an eye doctor at once. Many over-the-counter drops contain steroids, which reduce pain and redness for a while but let fungus and bacteria spread deep into the eye.',
      },
      {
        question: 'Why must I put drops so often, even at night?',
        answer:
          'The germs in an ulcer multiply fast, and drops work only while enough medicine is in the eye. Putting them on time, every time, is what stops the ulcer from growing.',
      },
      {
        question: 'How long will treatment take?',
        answer:
          'A bacterial ulcer often heals in one to three weeks. A fungal ulcer takes longer, often several weeks. Come for every check so the doctor can change the medicine if needed.',
      },
      {
        question: 'Will my sight come back fully?',
        answer:
          'It depends on how deep the ulcer was and where it was. An ulcer at the side may heal with little effect on sight, while one in the centre can leave a scar that blurs vision. The earlier treatment starts, the smaller the scar.',
      },
      {
        question: 'Can I keep working in the fields during treatment?',
        answer:
          'Rest the eye and keep away from dust, smoke, straw and dirty water until the doctor says the ulcer has healed. Wash your hands before and after putting drops, and do not bandage the eye at home unless told to.',
      },
      {
        question: 'Is a corneal ulcer contagious?',
        answer:
          'It does not usually spread like eye flu, but germs from discharge can reach others. Use a separate towel and pillow cover and wash your hands often.',
      },
    ],
  },
  urgent:
    'A painful red eye with a white spot, or any eye injury from a leaf, husk, stick or soil, needs to be seen the same day: come in or call our 24x7 emergency line. Put nothing in the eye on the way, no home remedy and no steroid drop.',
  sight: {
    image: { src: '/images/vision/corneal-ulcer.jpg', alt: 'The middle of the scene is milky and blurred, with glare around the sun; only the edges stay clearer' },
    eyePart: 'cornea',
  },
};

export default cornealUlcer;
