import type { Treatment } from '../types';

export const iclIpcl: Treatment = {
  slug: 'ICL-IPCL',
  name: 'ICL-IPCL',
  summary:
    'ICL and IPCL are thin lenses placed inside the eye to correct high glasses power, for adults 21 and over whose power has been stable for a year.',
  card: {
    image: {
      src: '/images/treatments/icl-ipcl/card.jpg',
      alt: 'Young woman smiling and seeing clearly without thick glasses',
    },
    title: 'ICL-IPCL',
    description: 'Freedom from thick glasses when LASIK is not suitable. For adults 21 and over with power stable for a year.',
  },
  introduction: {
    title: 'What are ICL and IPCL?',
    content: [
      'ICL stands for implantable collamer lens, and IPCL stands for implantable phakic contact lens. Both are very thin, soft, clear lenses that the surgeon places inside the eye, just behind the coloured part (the iris) and in front of your own natural lens. They work like a contact lens that stays inside the eye, so you do not need to put it in or take it out. You cannot feel it, and others cannot see it.',
      'These lenses are meant for people with high glasses power, mostly high minus power (short sight, where far things look blurred), with or without cylinder power. They are a good choice when LASIK laser surgery is not suitable, for example when the power is too high, or when the cornea, the clear front window of the eye, is too thin for laser. Your own lens is not removed, so the eye keeps its natural focusing. If ever needed, the implanted lens can be taken out or changed.',
      'Not everyone can have this surgery. You must be at least 21 years old, and your glasses power must have stayed the same for at least one year. The eye must be healthy, with no glaucoma, cataract or repeated inflammation, and there must be enough space inside the front part of the eye for the lens. A detailed check-up with special measurements tells us whether the surgery is safe for you.',
    ],
    image: {
      src: '/images/treatments/icl-ipcl/intro.jpg',
      alt: 'Diagram of a thin lens placed behind the iris',
    },
    banner: {
      src: '/images/treatments/icl-ipcl/banner.jpg',
      alt: 'Surgeon holding a tiny folded lens on fine forceps',
    },
  },
  symptoms: {
    title: 'You may benefit from ICL or IPCL if',
    list: [
      'You wear very thick, heavy glasses for high minus power',
      'You cannot see the clock on the wall or recognise faces without your glasses',
      'Your glasses slip, fog up or get dirty with sweat during field work, travel or sports',
      'Contact lenses make your eyes red, dry or painful, or you cannot manage their cleaning',
      'You were told LASIK is not safe for you because your cornea is thin or your power is too high',
      'Your glasses power has not changed for at least one year, and you are 21 or older',
      'Thick glasses make objects look small and limit your side vision',
    ],
    images: [
      {
        src: '/images/treatments/icl-ipcl/symptom-1.jpg',
        alt: 'Young man wearing very thick heavy glasses',
      },
      {
        src: '/images/treatments/icl-ipcl/symptom-2.jpg',
        alt: 'Blurred wall clock seen without glasses in a room',
      },
      {
        src: '/images/treatments/icl-ipcl/symptom-3.jpg',
        alt: 'Woman rubbing a red, irritated eye while holding contact lens case',
      },
      {
        src: '/images/treatments/icl-ipcl/symptom-4.jpg',
        alt: 'Eye scan on screen showing a thin cornea',
      },
    ],
  },
  prevention: {
    title: 'Caring for short sight and for your eyes after ICL',
    list: [
      'Children should play outdoors in daylight for at least one to two hours every day; this helps slow the growth of minus power.',
      'Limit mobile phone and TV time for children, and keep books and screens at a comfortable distance in good light.',
      'Every 20 minutes of close work, look at something far away for 20 seconds to rest the eyes.',
      'Wear glasses of the correct power and get the power checked every year until it stops changing.',
      'People with high minus power should get a retina check with dilating drops every year, with or without surgery.',
      'After ICL or IPCL, do not rub or press the eye, and keep away from dust, smoke and pond water for as long as the doctor advises.',
      'Come for every follow-up check after surgery, including the yearly check of eye pressure and the lens position.',
    ],
    image: {
      src: '/images/treatments/icl-ipcl/prevention.jpg',
      alt: 'Children playing outdoors in sunlight in a village field',
    },
  },
  treatments: {
    title: 'Options for correcting high glasses power',
    list: [
      {
        name: 'Glasses or contact lenses',
        description:
          'Glasses remain the simplest and safest way to correct any power, and no one has to have surgery. Contact lenses give wider vision than thick glasses but need careful daily cleaning and must never be worn while sleeping. Surgery is a choice for adults who want to be free of them.',
        image: {
          src: '/images/treatments/icl-ipcl/option-1.jpg',
          alt: 'Optometrist fitting a new pair of glasses on a patient',
        },
      },
      {
        name: 'ICL (implantable collamer lens)',
        description:
          'A very thin lens made of a soft, body-friendly material is folded and slipped into the eye through a tiny opening, where it unfolds behind the iris. The surgery is done with numbing drops and most people go home the same day. Sight usually becomes clear within a day or two.',
        image: {
          src: '/images/treatments/icl-ipcl/option-2.jpg',
          alt: 'Surgeon implanting a soft lens under the operating microscope',
        },
      },
      {
        name: 'IPCL (implantable phakic contact lens)',
        description:
          'IPCL works in the same way as ICL and is placed in the same position inside the eye. It is available in a wide range of powers, and your surgeon will explain which lens suits your eye measurements better. Both are removable if needed in the future.',
        image: {
          src: '/images/treatments/icl-ipcl/option-3.jpg',
          alt: 'Counsellor explaining a lens model to a young patient',
        },
      },
      {
        name: 'Toric lens for cylinder power',
        description:
          'If you also have cylinder power, where things look stretched or blurred at all distances, a special toric ICL or IPCL corrects both powers together. The lens is carefully turned to the right angle during surgery, based on the measurements taken before.',
        image: {
          src: '/images/treatments/icl-ipcl/option-4.jpg',
          alt: 'Close-up of a toric lens with angle marks',
        },
      },
    ],
  },
  why_choose_us: {
    title: 'Why choose Drishti Eye Hospital for ICL and IPCL',
    list: [
      'We operate only when you are at least 21 and your glasses power has been stable for at least a year, and we check old prescriptions to confirm it.',
      'A full check before surgery: corneal thickness, the space inside the eye, the health of the cornea’s inner cells, eye pressure and the retina.',
      'An honest answer: if the surgery is not safe for your eye, we tell you so and advise the best alternative.',
      'One eye is usually operated at a time, with a check the next day before the second eye is done.',
      'Our counsellor explains the lens choice, the cost and the follow-up plan clearly before you decide, with your family present.',
      'Yearly follow-up for eye pressure, lens position and early signs of cataract, which can also be done near home at our vision centres.',
    ],
  },
  faq: {
    title: 'Questions about ICL and IPCL',
    list: [
      {
        question: 'Why must I be at least 21 with a stable power?',
        answer:
          'Before about 21, the eyes are often still growing and the power keeps changing. If the power changes after surgery, the lens would no longer match. That is why we need you to be at least 21 and your glasses power to be the same for at least one year.',
      },
      {
        question: 'How is ICL different from LASIK?',
        answer:
          'LASIK reshapes the cornea with a laser and removes a little tissue, so it needs a cornea of enough thickness. ICL and IPCL add a lens inside the eye without removing any tissue, so they suit very high power and thin corneas.',
      },
      {
        question: 'Will I feel the lens or see it in the mirror?',
        answer:
          'No. The lens sits inside the eye behind the coloured part. You cannot feel it, and it cannot be seen from outside.',
      },
      {
        question: 'Does the surgery hurt?',
        answer:
          'The eye is numbed with drops, so you may feel mild pressure but not pain. For a day or two the eye may feel gritty and light may seem bright.',
      },
      {
        question: 'Is the lens permanent?',
        answer:
          'It is meant to stay for many years, but it can be removed or replaced if the eye needs it later, for example at the time of cataract surgery.',
      },
      {
        question: 'Will I need reading glasses later?',
        answer:
          'ICL and IPCL correct distance power. After about 40, everyone slowly needs help for near work, so you may need reading glasses at that age, just like other people.',
      },
      {
        question: 'What are the risks?',
        answer:
          'Problems are uncommon, but they include a rise in eye pressure, infection, and a cataract forming earlier than usual. Regular follow-up lets us find and treat these early.',
      },
      {
        question: 'I am pregnant. Can I have ICL now?',
        answer:
          'Please wait. Glasses power can change during pregnancy and while breastfeeding, so we usually plan surgery some months after these periods, once the power is stable again.',
      },
    ],
  },
  urgent:
    'After ICL or IPCL surgery, come the same day or call our 24x7 emergency line if you get severe eye pain, headache with vomiting, increasing redness, or a sudden fall in vision. These can mean raised eye pressure or infection, which need treatment within hours.',
  sight: {
    image: { src: '/images/vision/icl-ipcl.jpg', alt: 'The face close by is clear, but the bus, the shop and the people further away are blurred' },
    eyePart: 'lens',
  },
};

export default iclIpcl;
