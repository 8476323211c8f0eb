import type { Treatment } from '../types';

export const glaucoma: Treatment = {
  slug: 'Glaucoma',
  name: 'Glaucoma',
  summary:
    'Glaucoma (kala motia) quietly damages the eye’s nerve. Lost sight cannot come back, but early checks and daily drops can save the sight you still have.',
  card: {
    image: {
      src: '/images/treatments/glaucoma/card.jpg',
      alt: 'Doctor checking an older man’s eye pressure with a slit lamp',
    },
    title: 'Glaucoma',
    description: 'A silent thief of side vision. Yearly pressure checks after 40 and regular drops protect the sight you have.',
  },
  introduction: {
    title: 'What is glaucoma?',
    content: [
      'Glaucoma, called kala motia in Hindi, is a disease of the optic nerve. The optic nerve is the cable that carries pictures from the eye to the brain. In most people it is damaged slowly by high pressure of the fluid inside the eye. The side vision goes first, so most people do not notice anything until a large part of the sight is already lost.',
      'Damage from glaucoma cannot be reversed. Sight that is lost will not come back, not with drops, not with surgery, and not with any home remedy. What treatment can do is stop or slow further damage. That is why finding glaucoma early, and then using the prescribed drops every day for life, is so important.',
      'Anyone can get glaucoma, but the risk is higher if you are over 40, if a parent, brother or sister has glaucoma, if you have diabetes, high blood pressure or strong glasses for distance, if you had an eye injury, or if you have used steroid drops or tablets for a long time. If any of these apply to you, get your eye pressure and optic nerve checked every year, even if you see well.',
    ],
    image: {
      src: '/images/treatments/glaucoma/intro.jpg',
      alt: 'Drawing of the eye showing fluid pressure pressing the optic nerve',
    },
    banner: {
      src: '/images/treatments/glaucoma/banner.jpg',
      alt: 'Glaucoma clinic with patients waiting for eye pressure checks',
    },
  },
  symptoms: {
    title: 'Signs of glaucoma',
    list: [
      'Often no pain and no warning at all in the early years',
      'Slow loss of side vision, so you bump into doors, people or animals at the side',
      'Seeing as if through a narrow tube in later stages (tunnel vision)',
      'Rainbow-coloured rings (halos) around lamps and lights, especially at night',
      'Trouble seeing in dim light or when walking from bright sun into a dark room',
      'Reading glasses that need changing again and again within a short time',
      'Sudden severe eye pain with a red eye, blurred vision, headache and vomiting (an acute attack)',
      'In babies: eyes that look large or cloudy, water a lot and shy away from light (glaucoma can affect children too)',
    ],
    images: [
      {
        src: '/images/treatments/glaucoma/symptom-1.jpg',
        alt: 'Village lane seen with dark edges, showing lost side vision',
      },
      {
        src: '/images/treatments/glaucoma/symptom-2.jpg',
        alt: 'Rainbow-coloured ring of light around a street lamp at night',
      },
      {
        src: '/images/treatments/glaucoma/symptom-3.jpg',
        alt: 'Woman holding her head with a painful red eye',
      },
      {
        src: '/images/treatments/glaucoma/symptom-4.jpg',
        alt: 'Man bumping into a door frame he did not see',
      },
    ],
  },
  prevention: {
    title: 'How to protect your sight from glaucoma',
    list: [
      'After age 40, get your eye pressure and optic nerve checked once a year, even if you see clearly.',
      'If anyone in your family has glaucoma, tell your brothers, sisters and grown-up children to get checked too.',
      'Never use steroid eye drops bought from a chemist without a doctor’s advice; long use can raise eye pressure and cause glaucoma.',
      'Keep your diabetes and blood pressure under control and take those medicines regularly.',
      'Wear protective glasses when cutting wood, threshing or working with tools, because an eye injury can lead to glaucoma years later.',
      'If you already have glaucoma, put your drops at the same time every day and buy a new bottle before the old one finishes.',
    ],
    image: {
      src: '/images/treatments/glaucoma/prevention.jpg',
      alt: 'Elderly woman putting eye drops while her daughter helps',
    },
  },
  treatments: {
    title: 'How we treat glaucoma',
    list: [
      {
        name: 'Daily pressure-lowering eye drops',
        description:
          'Most patients are treated with eye drops that lower the pressure inside the eye. The drops work only while you use them, so they must be used every day, usually for the rest of your life, as the doctor advises. Do not stop them because you feel fine; glaucoma gives no warning while it is doing damage.',
        image: {
          src: '/images/treatments/glaucoma/option-1.jpg',
          alt: 'Close-up of a hand placing one eye drop in the eye',
        },
      },
      {
        name: 'Laser treatment (laser iridotomy)',
        description:
          'In angle-closure glaucoma, the drainage channel of the eye is narrow and can suddenly block. A laser makes a tiny opening in the coloured part of the eye (the iris) so that fluid can flow freely. It takes a few minutes in the clinic, without any cut, and you go home the same day.',
        image: {
          src: '/images/treatments/glaucoma/option-2.jpg',
          alt: 'Patient seated at a laser machine with the doctor aiming the beam',
        },
      },
      {
        name: 'Glaucoma surgery (trabeculectomy)',
        description:
          'When drops and laser cannot keep the pressure low enough, an operation makes a new small drainage path for the fluid under the upper eyelid. It is done with a numbing injection, so you stay awake but feel no pain. Regular check-ups after surgery are essential to keep the new path working.',
        image: {
          src: '/images/treatments/glaucoma/option-3.jpg',
          alt: 'Surgeon operating on an eye under an operating microscope',
        },
      },
      {
        name: 'Regular check-ups and field tests',
        description:
          'Treatment is only working if the damage has stopped. At each visit we measure the eye pressure, look at the optic nerve and, from time to time, test your side vision on a machine (a visual field test). These results tell the doctor whether your drops need to be changed.',
        image: {
          src: '/images/treatments/glaucoma/option-4.jpg',
          alt: 'Patient looking into a visual field testing machine',
        },
      },
    ],
  },
  why_choose_us: {
    title: 'Why choose Drishti Eye Hospital for glaucoma care',
    list: [
      'A dedicated glaucoma and cornea specialist sees patients at our Chouparan hospital.',
      'Eye pressure, drainage angle, optic nerve and visual field tests are done under one roof, often on the same day.',
      'Our nurses sit with every new patient and family member to teach how to put drops correctly and how to keep the bottle clean.',
      'Routine pressure checks can be done at our Chatra and Koderma Vision Centres, so you do not have to travel to Chouparan every time.',
      'We encourage families of glaucoma patients to get screened, because glaucoma often runs in families.',
      'An acute glaucoma attack is treated as an emergency through our 24x7 emergency line.',
    ],
  },
  faq: {
    title: 'Questions about glaucoma',
    list: [
      {
        question: 'Can glaucoma be cured?',
        answer:
          'No. Glaucoma can be controlled but not cured. With regular drops, laser or surgery, most people keep useful sight for the rest of their life, provided they keep using treatment and come for check-ups.',
      },
      {
        question: 'Will my lost vision come back after treatment?',
        answer:
          'No. The nerve damage caused by glaucoma is permanent. Treatment protects the vision you still have, which is why coming early makes such a big difference.',
      },
      {
        question: 'I feel fine. Why must I keep using drops?',
        answer:
          'Glaucoma does not hurt and you cannot feel the pressure rising. If you stop the drops, the pressure goes up again and the nerve keeps getting damaged without any warning. Use them every day unless your doctor changes the plan.',
      },
      {
        question: 'What if the drops make my eye red or burn?',
        answer:
          'Some drops sting for a moment or make the eye a little red. Do not stop them on your own. Tell your doctor at the next visit, or sooner if it is troubling you; there are other drops that may suit you better.',
      },
      {
        question: 'I forgot to put my drops. What should I do?',
        answer:
          'Put them as soon as you remember, then continue at the usual time. Do not put a double dose. Keeping the bottle next to something you use daily, like your toothbrush, helps you remember.',
      },
      {
        question: 'My mother has glaucoma. Am I at risk?',
        answer:
          'Yes, your risk is higher than other people’s. Get a full eye check, including eye pressure and optic nerve, and repeat it as your doctor advises, usually once a year.',
      },
      {
        question: 'Can I have cataract surgery if I have glaucoma?',
        answer:
          'Yes. Many people have both. Your doctor will check that the eye pressure is under control before the operation and will plan the surgery and drops together.',
      },
    ],
  },
  urgent:
    'Come the same day or call our 24x7 emergency line if you suddenly get severe eye pain with a red eye, blurred vision, rainbow rings around lights, headache or vomiting. This can be an acute glaucoma attack, and it can blind the eye within hours.',
  sight: {
    image: { src: '/images/vision/glaucoma.jpg', alt: 'Only the middle of the road is still seen; the sides have gone dark, so the people and the shop at the edges are missed' },
    eyePart: 'opticNerve',
  },
};

export default glaucoma;
