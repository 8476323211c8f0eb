import type { Treatment } from '../types';

export const squint: Treatment = {
  slug: 'Squint',
  name: 'Squint',
  summary:
    'Squint means the eyes point in different directions. Treat it early in children to prevent lazy eye; glasses, patching or surgery help adults too.',
  card: {
    image: {
      src: '/images/treatments/squint/card.jpg',
      alt: 'Young girl with one eye turned inward towards her nose',
    },
    title: 'Squint',
    description: 'Eyes that do not look the same way. Early care in children saves sight, and adults can be treated too.',
  },
  introduction: {
    title: 'What is a squint?',
    content: [
      'A squint, also called strabismus or bhengapan, is when the two eyes do not look in the same direction. One eye looks straight at an object while the other turns inwards towards the nose, outwards, upwards or downwards. The turn may be there all the time or only sometimes, for example when the child is tired, ill or looking at something far away. Six small muscles move each eye, and a squint happens when these muscles do not work together in balance.',
      'In children a squint is not a sign of good luck, and it does not go away as the child grows. The brain of a child with a squint learns to ignore the picture from the turned eye. That eye then becomes weak, a condition called lazy eye or amblyopia. If it is not treated in early childhood, the weakness can stay for life, even if the squint is corrected later. A squint can also be the first sign of another eye problem, such as high glasses power, a cataract in a child, or a serious disease inside the eye, so every child with a squint needs a full eye check.',
      'Adults can get a squint too. A squint that stayed from childhood can still be corrected, which often brings back confidence at work, in school and in marriage talks. A squint that appears suddenly in an adult, especially with double vision, can be caused by diabetes, high blood pressure, a head injury or a problem in the nerves or brain. It must be checked quickly, and diabetes and blood pressure should be tested.',
    ],
    image: {
      src: '/images/treatments/squint/intro.jpg',
      alt: 'Drawing of two eyes, one looking straight, one turned outward',
    },
    banner: {
      src: '/images/treatments/squint/banner.jpg',
      alt: 'Eye doctor playing a looking game with a small child',
    },
  },
  symptoms: {
    title: 'Signs of squint',
    list: [
      'One eye turns in, out, up or down while the other looks straight, all the time or now and then',
      'The eyes do not seem to move together when the child follows a toy or a face',
      'Tilting or turning the head to one side to look at things',
      'Closing or covering one eye in bright sunlight or while reading',
      'Seeing two of everything (double vision), mostly in older children and adults',
      'Poor sight in one eye, found by chance when the good eye is covered',
      'Eye strain, headache or tired eyes after reading or screen work',
      'A white shine in the black centre of a child’s eye in photos, which needs an urgent check',
    ],
    images: [
      {
        src: '/images/treatments/squint/symptom-1.jpg',
        alt: 'Small boy with one eye turned outward while playing',
      },
      {
        src: '/images/treatments/squint/symptom-2.jpg',
        alt: 'Child tilting her head to one side to read',
      },
      {
        src: '/images/treatments/squint/symptom-3.jpg',
        alt: 'Two overlapping images of a bicycle showing double vision',
      },
      {
        src: '/images/treatments/squint/symptom-4.jpg',
        alt: 'Girl squeezing one eye shut in bright sunlight',
      },
    ],
  },
  prevention: {
    title: 'How to protect your child’s eyes',
    list: [
      'Get every child’s eyes checked by the age of three or four, and earlier if a parent, brother or sister has a squint or strong glasses.',
      'If a baby’s eye still turns after about four months of age, do not wait; bring the baby for a check.',
      'Babies born early or very small should have their eyes checked in the first weeks of life.',
      'If your child is given glasses, make sure they are worn all day, every day, not only at school.',
      'Follow the patching plan exactly as told; stopping early or skipping days lets the lazy eye slip back.',
      'Let the school eye screening team check your child, and bring the child to us if a problem is found.',
      'Adults should keep diabetes and blood pressure under control and wear a helmet on a motorcycle to avoid head injuries.',
    ],
    image: {
      src: '/images/treatments/squint/prevention.jpg',
      alt: 'School children having eyes checked with a vision chart',
    },
  },
  treatments: {
    title: 'Treatment for squint',
    list: [
      {
        name: 'Glasses',
        description:
          'Many squints in children, especially eyes turning inwards, happen because of uncorrected glasses power. Glasses of the exact power, measured after special drops that relax the focusing muscle, can straighten the eyes fully or partly. They must be worn all the time for them to work.',
        image: {
          src: '/images/treatments/squint/option-1.jpg',
          alt: 'Smiling little boy wearing his new glasses',
        },
      },
      {
        name: 'Patching for lazy eye',
        description:
          'A patch is stuck over the good eye for some hours every day, so the brain is forced to use the weak eye. This makes the lazy eye stronger. It works best in young children, so it must start early, and the doctor changes the plan at each visit according to how the sight improves.',
        image: {
          src: '/images/treatments/squint/option-2.jpg',
          alt: 'Girl wearing an eye patch while colouring a picture',
        },
      },
      {
        name: 'Eye exercises',
        description:
          'Some types of squint, particularly when the eyes drift outwards during reading, improve with special focusing exercises taught by our eye care staff. These are done at home every day. Exercises do not cure every squint, and the doctor will tell you if they are right for your child.',
        image: {
          src: '/images/treatments/squint/option-3.jpg',
          alt: 'Teenager doing a pencil focusing exercise with eye staff',
        },
      },
      {
        name: 'Squint surgery',
        description:
          'When glasses and patching are not enough, a small operation loosens or tightens some of the muscles on the outside of the eye to bring it straight. The eye is not taken out of its socket, and there is no cut on the skin of the face. Children are given general anaesthesia, and adults can often have it with numbing injections.',
        image: {
          src: '/images/treatments/squint/option-4.jpg',
          alt: 'Surgeon adjusting an eye muscle during squint surgery',
        },
      },
    ],
  },
  why_choose_us: {
    title: 'Why choose Drishti Eye Hospital for squint',
    list: [
      'Child-friendly eye checks with pictures, toys and games, so even very young children can be tested.',
      'Exact glasses power for children is measured after relaxing drops, because the ordinary test can miss the true power.',
      'Children referred from our school eye screening programme, which has screened more than 50,000 students, are given follow-up appointments.',
      'A clear patching plan written in simple Hindi, with regular visits to measure how the lazy eye is improving.',
      'Squint surgery for both children and adults, planned after careful measurements of the turn in every direction.',
      'Adults with a sudden squint or double vision are checked the same day, including blood sugar and blood pressure, and referred onward when a nerve or brain problem is suspected.',
    ],
  },
  faq: {
    title: 'Questions about squint',
    list: [
      {
        question: 'People say a squint is lucky and will go away. Is that true?',
        answer:
          'No. A squint after the first few months of life does not go away by itself, and waiting can leave the turned eye weak for life. Bring your child for a check as soon as you notice it.',
      },
      {
        question: 'Up to what age can lazy eye be treated?',
        answer:
          'Treatment works best before the age of about seven, and the earlier the better. Older children may still improve, so do not give up, but the results are usually less than in younger children.',
      },
      {
        question: 'My child wears glasses but the eye still turns. What next?',
        answer:
          'Keep the glasses on all day and come for review. Sometimes the power needs changing, patching is added, or surgery is planned for the part of the squint that glasses cannot correct.',
      },
      {
        question: 'Is squint surgery safe? Will my child need to stay in hospital?',
        answer:
          'Squint surgery is a common and safe operation. The eye may be red and a little sore for a week or two. Most children go home the same day or the next day.',
      },
      {
        question: 'After surgery, will my child stop wearing glasses?',
        answer:
          'Not always. Surgery straightens the eyes, but glasses correct the power of the eye, and many children still need them. Patching may also continue if the eye is lazy.',
      },
      {
        question: 'I am an adult with a squint since childhood. Is it too late?',
        answer:
          'No. Adults can have squint surgery to straighten the eyes at any age. It improves appearance and self-confidence and can widen side vision, though it may not make a long-standing lazy eye see better.',
      },
      {
        question: 'Can the squint come back after surgery?',
        answer:
          'Sometimes the eye drifts again over the years, and a second operation may be needed. Regular checks help us catch this early.',
      },
    ],
  },
  urgent:
    'Come the same day or call our 24x7 emergency line if a squint or double vision starts suddenly at any age, especially after a fall or head injury, or with headache or a drooping eyelid, and also if you see a white shine in the black centre of a child’s eye. If there is also weakness of the face, arm or leg, or slurred speech, it may be a stroke: go directly to the nearest general hospital.',
  sight: {
    image: { src: '/images/vision/squint.jpg', alt: 'Everything is seen twice: a second, fainter bus, shop and face lie a little to the side of the first' },
    eyePart: 'muscles',
  },
};

export default squint;
