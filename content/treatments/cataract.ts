import type { Treatment } from '../types';

export const cataract: Treatment = {
  slug: 'Cataract',
  name: 'Cataract',
  summary:
    'Cataract (safed motia) makes sight cloudy. Surgery at Drishti Eye Hospital is free, takes 15 to 20 minutes, and full recovery takes 4 to 6 weeks.',
  card: {
    image: {
      src: '/images/treatments/cataract/card.jpg',
      alt: 'Smiling grandmother after cataract surgery wearing protective dark glasses',
    },
    title: 'Cataract',
    description: 'Cloudy, dim or glaring vision with age. Free cataract surgery of 15 to 20 minutes brings clear sight back.',
  },
  introduction: {
    title: 'What is a cataract?',
    content: [
      'Inside each eye there is a clear lens, like the lens of a camera, that focuses light. With age this lens slowly turns cloudy, yellow or white. This cloudy lens is called a cataract, or safed motia. It is the most common cause of poor sight in older people in our villages, and the good news is that the sight lost to cataract can be brought back with surgery.',
      'Cataract usually comes with age, but it can come earlier with diabetes, long use of steroid medicines, an eye injury, heavy smoking, years of strong sun, or smoke from the chulha. Some babies are even born with a cataract. Glasses may help for a while, but no drop, tablet, exercise or home remedy can remove a cataract. Please do not put surma, kajal or any herbal liquid in the eye hoping to clear it.',
      'At Drishti Eye Hospital, cataract surgery is free. The operation itself takes only 15 to 20 minutes, you stay awake and feel no pain, and most people go home the same day. The eye keeps healing for some weeks, and full recovery takes 4 to 6 weeks. There is no need to wait for the cataract to "ripen" (pakna); a very old, hard cataract makes surgery more difficult and can cause pain and high eye pressure.',
    ],
    image: {
      src: '/images/treatments/cataract/intro.jpg',
      alt: 'Side view of an eye with a cloudy white lens',
    },
    banner: {
      src: '/images/treatments/cataract/banner.jpg',
      alt: 'Cataract operation theatre with surgeon and nurse at work',
    },
  },
  symptoms: {
    title: 'Signs of cataract',
    list: [
      'Cloudy, hazy or blurred vision, as if looking through a dirty window',
      'Strong glare from sunlight or from vehicle headlights at night',
      'Colours look faded or yellowish',
      'Difficulty seeing at night or in dim light',
      'Needing to change glasses often, or glasses no longer helping',
      'Seeing two images of one object with one eye',
      'Suddenly being able to read without glasses for a short time, before sight gets worse again',
      'A white or grey spot in the black centre of the eye (pupil) when the cataract is advanced',
    ],
    images: [
      {
        src: '/images/treatments/cataract/symptom-1.jpg',
        alt: 'Village market scene seen blurred and hazy through cataract',
      },
      {
        src: '/images/treatments/cataract/symptom-2.jpg',
        alt: 'Bright glare spreading from truck headlights on a night road',
      },
      {
        src: '/images/treatments/cataract/symptom-3.jpg',
        alt: 'Colourful saree looking dull and yellowish to the viewer',
      },
      {
        src: '/images/treatments/cataract/symptom-4.jpg',
        alt: 'Close-up of an old man’s eye with a white pupil',
      },
    ],
  },
  prevention: {
    title: 'How to slow down cataract',
    list: [
      'Wear sunglasses, a cap or cover your head with a gamchha when working long hours in the sun.',
      'Keep your blood sugar under control if you have diabetes, because diabetes brings cataract earlier.',
      'Stop smoking bidi or cigarettes; smoking makes cataract come sooner.',
      'Cook in a well-aired kitchen, use a smokeless chulha or gas where you can, and keep children away from the smoke.',
      'Never take steroid tablets or eye drops for a long time without a doctor’s advice.',
      'Eat green leafy vegetables, fruits and dal every day.',
      'After age 50, get your eyes checked once a year, and sooner if sight becomes dim.',
    ],
    image: {
      src: '/images/treatments/cataract/prevention.jpg',
      alt: 'Farmer in the field wearing sunglasses and a cap',
    },
  },
  treatments: {
    title: 'Cataract surgery options',
    list: [
      {
        name: 'Phaco surgery (stitch-less)',
        description:
          'The surgeon makes a very small opening, breaks the cloudy lens into tiny pieces with sound waves and removes it. A new folding artificial lens is placed in its place. No stitches are needed and the eye usually settles quickly.',
        image: {
          src: '/images/treatments/cataract/option-1.jpg',
          alt: 'Surgeon performing phaco cataract surgery under a microscope',
        },
      },
      {
        name: 'Small incision cataract surgery (SICS)',
        description:
          'The cloudy lens is taken out through a small self-sealing cut at the edge of the eye, and a new lens is put in. This method is safe and very good for hard, advanced cataracts that are common in our area. It also needs no stitches in most cases.',
        image: {
          src: '/images/treatments/cataract/option-2.jpg',
          alt: 'Operating team performing small incision cataract surgery',
        },
      },
      {
        name: 'Choosing the new lens (IOL)',
        description:
          'Every patient gets an artificial lens, called an intraocular lens or IOL, which stays in the eye for life. Before surgery we measure your eye to choose the right power of lens. Our counsellor explains the lens options in simple words so you can decide with your family.',
        image: {
          src: '/images/treatments/cataract/option-3.jpg',
          alt: 'Counsellor showing a small artificial eye lens to a patient',
        },
      },
      {
        name: 'Laser for "second cataract" (YAG laser)',
        description:
          'Months or years after surgery, the thin skin behind the new lens can become cloudy and sight turns dim again. This is not the cataract coming back. A quick, painless laser in the clinic clears it within minutes.',
        image: {
          src: '/images/treatments/cataract/option-4.jpg',
          alt: 'Patient with chin on a YAG laser machine',
        },
      },
    ],
  },
  why_choose_us: {
    title: 'Why choose Drishti Eye Hospital for cataract surgery',
    list: [
      'Cataract surgery is free at our hospital, and our trust aims to do more than 10,000 free operations a year.',
      'Experienced surgeons who operate on advanced, hard cataracts every day and choose the method that is safest for your eye.',
      'Full checks before surgery, including blood sugar, blood pressure and measurements of the eye, so that problems are caught in time.',
      'A clean, dedicated operation theatre with strict sterilisation for every patient.',
      'Clear instructions in Hindi on drops, bathing, work and follow-up, given to the patient and a family member.',
      'Follow-up checks at our Chatra and Koderma Vision Centres, closer to home.',
    ],
  },
  faq: {
    title: 'Questions about cataract surgery',
    list: [
      {
        question: 'Is cataract surgery really free?',
        answer:
          'Yes. Cataract surgery at Drishti Eye Hospital is free. When you come for the check-up, bring your old glasses, any eye or medical papers, and the medicines you take every day.',
      },
      {
        question: 'Will the operation hurt?',
        answer:
          'No. We numb the eye with drops or a small injection. You stay awake and may feel light touch or see bright lights, but you should not feel pain. The operation takes about 15 to 20 minutes.',
      },
      {
        question: 'Must I wait for the cataract to ripen?',
        answer:
          'No. This is an old belief. Surgery can be done as soon as the cataract troubles your daily work. Waiting too long makes the cataract hard, the operation harder, and can cause pain and raised eye pressure.',
      },
      {
        question: 'When can I go back to work?',
        answer:
          'Light work at home is fine within a few days. Avoid heavy lifting, bending low, dusty work and field work until your doctor says it is safe. Full recovery takes 4 to 6 weeks.',
      },
      {
        question: 'What care is needed after surgery?',
        answer:
          'Use the drops exactly as told, wear the protective glasses, do not rub or press the eye, and do not let dirty water or soap enter the eye while bathing for the time the doctor advises. Stay away from smoke and dust and come for every follow-up visit.',
      },
      {
        question: 'Will I need glasses after surgery?',
        answer:
          'Most people see well for distance, but many still need glasses for reading or fine work. Your final glasses are given after the eye has healed, usually at the end of 4 to 6 weeks.',
      },
      {
        question: 'I have diabetes and high blood pressure. Can I still have surgery?',
        answer:
          'Yes, but both must be under control on the day of surgery. Keep taking your regular tablets unless your doctor says otherwise, and bring your medicines with you.',
      },
      {
        question: 'Can both eyes be operated on the same day?',
        answer:
          'Usually one eye is done first, and the second eye is operated some weeks later, once the first eye is healing well.',
      },
    ],
  },
  urgent:
    'After cataract surgery, come the same day or call our 24x7 emergency line if pain, redness or sticky discharge keeps increasing, or if your sight suddenly gets worse instead of better. These can be signs of infection, and treating it within hours can save the eye.',
  sight: {
    image: { src: '/images/vision/cataract.jpg', alt: 'Everything looks blurred, faded and yellowish, as through a dirty window, and the sun and lamps spread into glare' },
    eyePart: 'lens',
  },
};

export default cataract;
