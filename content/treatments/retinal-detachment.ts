import type { Treatment } from '../types';

export const retinalDetachment: Treatment = {
  slug: 'Retinal Detachment',
  name: 'Retinal Detachment',
  summary:
    'Flashes, a shower of floaters or a dark curtain over sight can mean retinal detachment, an emergency: the operation should be done as soon as possible, often within a day, to save the eye.',
  card: {
    image: {
      src: '/images/treatments/retinal-detachment/card.jpg',
      alt: 'Older man covering one eye as a shadow dims his sight',
    },
    title: 'Retinal Detachment',
    description: 'Sudden flashes, floaters or a shadow over your sight? Come the same day. Early surgery can save the eye.',
  },
  introduction: {
    title: 'What is retinal detachment?',
    content: [
      'The retina is a thin, delicate layer at the back of the eye. It works like the film of a camera: it catches the picture and sends it to the brain through the optic nerve. In a retinal detachment, this layer lifts away from the wall of the eye, much like wallpaper peeling off a damp wall. The part that has lifted stops working, and the eye cannot see through it.',
      'Most detachments start with a small tear or hole in the retina. Fluid from inside the eye seeps through the tear and pushes the retina off. The risk is higher in people with strong minus (distance) glasses, people who have had cataract surgery, people with diabetes that has damaged the eye, anyone who has had a blow to the eye from a stick, stone, ball or fall, and people whose other eye or family members have had a detachment.',
      'A retinal detachment does not hurt, so many people wait and hope it will pass. It will not. Without an operation, a detached retina almost always leads to permanent blindness in that eye. Surgery works best when it is done as soon as possible, often within a day, and best of all before the centre of the retina comes off. Drops, tablets and home remedies cannot put the retina back in place.',
    ],
    image: {
      src: '/images/treatments/retinal-detachment/intro.jpg',
      alt: 'Drawing of an eye with the retina peeling off the back wall',
    },
    banner: {
      src: '/images/treatments/retinal-detachment/banner.jpg',
      alt: 'Retina surgeon operating under a microscope in a clean theatre',
    },
  },
  symptoms: {
    title: 'Warning signs of retinal detachment',
    list: [
      'Sudden flashes of light, like lightning or camera flashes, often at the side of your vision',
      'A sudden shower of new floaters: black dots, threads or cobwebs drifting across your sight',
      'A dark shadow or curtain that creeps in from the top, bottom or one side and keeps growing',
      'Blurred or smoky vision in one eye that does not clear with blinking',
      'Straight lines, such as a door frame or pole, suddenly looking bent or wavy',
      'Part of what you see suddenly going missing, for example the lower half of a face',
      'No pain and no redness at all, which is why many people delay',
    ],
    images: [
      {
        src: '/images/treatments/retinal-detachment/symptom-1.jpg',
        alt: 'Bright flashes of light seen at the edge of vision',
      },
      {
        src: '/images/treatments/retinal-detachment/symptom-2.jpg',
        alt: 'Many black dots and threads floating across a blue sky',
      },
      {
        src: '/images/treatments/retinal-detachment/symptom-3.jpg',
        alt: 'Village scene half covered by a dark curtain from above',
      },
      {
        src: '/images/treatments/retinal-detachment/symptom-4.jpg',
        alt: 'Straight wooden door frame looking bent and wavy',
      },
    ],
  },
  prevention: {
    title: 'How to lower the risk and catch it early',
    list: [
      'Learn the warning signs: flashes, a shower of floaters or a curtain mean you must reach an eye hospital the same day.',
      'If you wear strong minus glasses, get a full retina check with dilating drops once a year.',
      'After cataract surgery, keep coming for follow-up checks, and report any new flashes or floaters at once.',
      'Keep your blood sugar under control and get the retina checked every year if you have diabetes.',
      'Wear protective glasses when cutting wood, breaking stones, hammering or working near flying pieces.',
      'After any hard blow to the eye, even if the eye looks fine, get the retina checked within a day or two.',
      'If one eye has already had a detachment, get the other eye checked regularly, because it is also at risk.',
    ],
    image: {
      src: '/images/treatments/retinal-detachment/prevention.jpg',
      alt: 'Worker wearing safety glasses while breaking stones at a site',
    },
  },
  treatments: {
    title: 'Treatment for retinal tears and detachment',
    list: [
      {
        name: 'Laser for a retinal tear',
        description:
          'If a tear is found before the retina has come off, a laser can seal the edges of the tear, like stitching around a hole in cloth. It is done in the clinic in a few minutes, without a cut, and you go home the same day. This simple step can stop a detachment from ever happening.',
        image: {
          src: '/images/treatments/retinal-detachment/option-1.jpg',
          alt: 'Patient seated at a laser machine for retina treatment',
        },
      },
      {
        name: 'Scleral buckle surgery',
        description:
          'A soft silicone band is stitched on the outside wall of the eye, under the skin of the eye, to press the wall gently against the torn retina. The tear is then sealed with freezing treatment or laser. The band stays in place for life and cannot be seen from outside.',
        image: {
          src: '/images/treatments/retinal-detachment/option-2.jpg',
          alt: 'Diagram of a silicone band placed around the eyeball',
        },
      },
      {
        name: 'Vitrectomy with gas or silicone oil',
        description:
          'The surgeon removes the jelly inside the eye that is pulling on the retina, flattens the retina and seals the tears with laser. The eye is then filled with a gas bubble or silicone oil that holds the retina in place while it heals. Silicone oil is usually removed in a second, smaller operation some months later.',
        image: {
          src: '/images/treatments/retinal-detachment/option-3.jpg',
          alt: 'Surgeon performing vitrectomy surgery with fine instruments',
        },
      },
      {
        name: 'Head position and care after surgery',
        description:
          'After gas or oil is put in, you may be asked to keep your head in a set position, often face down, for several days so the bubble presses on the right spot. This is an important part of the treatment, not a small detail. Family members are taught how to help and how to put the drops.',
        image: {
          src: '/images/treatments/retinal-detachment/option-4.jpg',
          alt: 'Patient resting face down on a pillow after eye surgery',
        },
      },
    ],
  },
  why_choose_us: {
    title: 'Why come to Drishti Eye Hospital for retinal problems',
    list: [
      'Patients who report flashes, new floaters or a curtain are examined on priority the same day, without waiting in the general queue.',
      'A full retina check with dilating drops, and an ultrasound scan of the eye when the view is blocked by blood or cataract.',
      'Laser treatment for retinal tears in our clinic, so a small tear does not become a detachment.',
      'When an operation is needed, we plan it without delay and, if special surgery is required, we arrange the referral the same day so no time is lost.',
      'Clear teaching for the patient and family on head position, drops and travel limits after surgery, in simple Hindi.',
      'Our help desk guides eligible families on using their Ayushman Bharat card for treatment.',
    ],
  },
  faq: {
    title: 'Questions about retinal detachment',
    list: [
      {
        question: 'I see a few floaters. Do I have a detachment?',
        answer:
          'Many people have a few old floaters that stay the same for years, and these are usually harmless. What matters is a sudden change: many new floaters at once, floaters with flashes, or a shadow in your sight. Any such change needs a retina check the same day.',
      },
      {
        question: 'My eye does not hurt. Can it really be serious?',
        answer:
          'Yes. The retina feels no pain, so a detachment is painless. Do not wait for pain or redness. The longer the retina stays detached, the less sight comes back after surgery.',
      },
      {
        question: 'Can medicines or drops fix a detached retina?',
        answer:
          'No. No drop, tablet, injection or home remedy can put the retina back. Only laser, for a tear, or an operation, for a detachment, can help.',
      },
      {
        question: 'Will my sight be normal after surgery?',
        answer:
          'Most retinas can be put back in place, but how much sight returns depends on how long the retina was off and whether its centre was affected. Sight improves slowly over weeks to months. Coming early gives the best chance.',
      },
      {
        question: 'What should I avoid if there is a gas bubble in my eye?',
        answer:
          'Do not travel by air and do not go up to high hill areas until your doctor says the bubble is gone, because the bubble can expand and raise the eye pressure dangerously. If you need any operation under general anaesthesia during this time, tell the doctors that you have gas in your eye.',
      },
      {
        question: 'When can I go back to farm work or lifting?',
        answer:
          'Avoid heavy lifting, bending low for long, and dusty field work for a few weeks after surgery. Your doctor will tell you when it is safe, depending on the type of surgery and how the eye is healing.',
      },
      {
        question: 'Can the retina come off again?',
        answer:
          'Sometimes it can, and a second operation may be needed. Come for every follow-up visit, and come at once if the shadow or flashes return.',
      },
    ],
  },
  urgent:
    'Sudden flashes of light, a sudden shower of new floaters, or a dark curtain or shadow spreading over your sight is an eye emergency: come to the hospital the same day or call our 24x7 emergency line, even at night. Do not wait for pain, because a retinal detachment does not hurt.',
  sight: {
    image: { src: '/images/vision/retinal-detachment.jpg', alt: 'A dark curtain has come in from one side and hides the shop; the edge beside it is blurred' },
    eyePart: 'retina',
  },
};

export default retinalDetachment;
