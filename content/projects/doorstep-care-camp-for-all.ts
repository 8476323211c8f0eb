import type { Project } from '../types';

export const doorstepCareCampForAll: Project = {
  slug: 'Doorstep Care Camp for All',
  name: 'Doorstep Care Camp for All',
  description:
    'Free eye camps in villages, with transport to Chouparan for surgery. More than 15,000 people reached across 50+ villages so far.',
  bannerImg: {
    src: '/images/projects/doorstep-care-camp-for-all/banner.jpg',
    alt: 'Doctors examining villagers at an outdoor eye camp tent',
  },
  title: 'Doorstep Care Camp for All: Eye Care Comes to Your Village',
  about: {
    heading: 'Bringing the eye hospital to the village',
    content: [
      'For many families, a trip to an eye hospital means a lost day of wages, a long bus ride and nobody to look after the cattle. Many older people give up and live with poor sight for years. Doorstep Care Camp for All takes our doctors, optometrists (trained eye-testing staff) and nurses to the village itself, so the first check-up happens close to home. So far, more than 15,000 people have been reached across more than 50 villages.',
      'A camp is held in a school, panchayat building or temple courtyard, and village volunteers spread the word a few days before. At the camp we test eyesight, check the pressure inside the eye for glaucoma (a silent disease that slowly damages the nerve of the eye), look for cataract, and ask every adult about diabetes and blood pressure, because both can harm the eyes. Simple problems such as eye infections are treated on the spot, and people who need glasses have their power checked.',
      'People who need an operation, such as free cataract surgery, do not have to find their own way to the hospital. We arrange transport from the village to Drishti Eye Hospital in Chouparan and back home after the operation. Patients are told what to bring: an Aadhaar card, an Ayushman Bharat card if they have one, and the medicines they take every day. After surgery, our team checks that the eye is healing well and that the drops are being used the right way.',
    ],
  },
  slider: [
    {
      src: '/images/projects/doorstep-care-camp-for-all/slide-1.jpg',
      alt: 'Villagers waiting in a line at an outdoor eye camp',
    },
    {
      src: '/images/projects/doorstep-care-camp-for-all/slide-2.jpg',
      alt: 'Doctor examining an elderly woman\'s eyes with a slit lamp',
    },
    {
      src: '/images/projects/doorstep-care-camp-for-all/slide-3.jpg',
      alt: 'Hospital van carrying patients from a village for surgery',
    },
    {
      src: '/images/projects/doorstep-care-camp-for-all/slide-4.jpg',
      alt: 'Nurse showing a patient how to put in eye drops',
    },
  ],
  keyHighlights: [
    '15,000+ people reached across 50+ villages',
    'Free eye check-ups held in the village itself',
    'Checks for cataract, glaucoma and diabetes-related eye disease',
    'Transport to Chouparan for surgery and back home',
    'Free cataract surgery for those who need it',
    'Follow-up care after every operation',
  ],
  impactStories: [
    {
      title: 'Back to the fields after years of haze',
      image: {
        src: '/images/projects/doorstep-care-camp-for-all/story-1.jpg',
        alt: 'Farmer in dark glasses working happily in a green field',
      },
      name: 'Mahesh Yadav, Chatra',
      description:
        'Mahesh Yadav had cataract in both eyes and could no longer tell a weed from a seedling. He could not spare the money or the days to travel to a hospital. He was checked at the camp in his village, taken to Chouparan for free surgery, and brought home again. He is back at work in his fields.',
    },
    {
      title: 'Silent eye pressure found in time',
      image: {
        src: '/images/projects/doorstep-care-camp-for-all/story-2.jpg',
        alt: 'Middle-aged woman having her eye pressure checked at camp',
      },
      name: 'Savitri Devi, Koderma',
      description:
        'Savitri Devi came to the camp only because her husband did, and she had no complaint of her own. The eye pressure check showed glaucoma, which gives no pain and no warning until much sight is lost. Sight already lost to glaucoma cannot come back, but with daily drops and regular checks at the Koderma Vision Centre, her remaining sight is being protected.',
    },
    {
      title: 'Sugar, blood pressure and the eyes',
      image: {
        src: '/images/projects/doorstep-care-camp-for-all/story-3.jpg',
        alt: 'Elderly man having his blood sugar tested at camp',
      },
      name: 'Suresh Prasad, Hazaribagh',
      description:
        'Suresh Prasad had diabetes for years but had never had his eyes checked. At the camp, the doctor found early damage to the back of the eye caused by high sugar, called diabetic retinopathy. He was referred for treatment at Chouparan, now takes his diabetes medicine regularly, and gets his eyes checked every year.',
    },
  ],
};

export default doorstepCareCampForAll;
