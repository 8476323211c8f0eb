/**
 * The /emergency/ page: what is urgent, first aid and what not to do. Standard eye first aid;
 * to be reviewed by the hospital's doctors before launch (see content/README.md).
 */
export interface EmergencyTier {
  id: 'now' | 'today' | 'week' | 'not';
  title: string;
  action: string;
  signs: string[];
}

export interface FirstAid {
  id: 'chemical' | 'injury' | 'dust';
  title: string;
  steps: string[];
}

export interface EmergencyContent {
  /** ISO date the medical text was last checked. */
  lastReviewed: string;
  tiers: EmergencyTier[];
  firstAid: FirstAid[];
  doNot: string[];
}

const emergency: EmergencyContent = {
  lastReviewed: '2026-11-16',
  tiers: [
    {
      id: 'now',
      title: 'Come now, day or night',
      action: 'Call the emergency number and come at once. Do not wait for the morning.',
      signs: [
        'A chemical got into the eye: lime (chuna), acid, a cleaning liquid or a farm spray.',
        'An injury: something hit the eye, or a sharp thing went in.',
        'You suddenly cannot see, with one eye or both.',
        'A curtain or a shadow comes over part of your sight.',
        'Sudden flashes of light, or many new floaters (moving spots).',
        'Bad pain in the eye, with redness and blurred sight.',
        'After an eye operation: more pain, more redness or worse sight.',
      ],
    },
    {
      id: 'today',
      title: 'Come today',
      action: 'Come to the main hospital today, or call us for advice.',
      signs: [
        'A red, painful eye that is not getting better.',
        'A white spot on the dark part of the eye, with pain or redness.',
        'Something is still stuck in the eye after you wash it.',
        'Double sight that started suddenly.',
        'A red, swollen eyelid with fever.',
      ],
    },
    {
      id: 'week',
      title: 'Come within a week',
      action: 'Book an appointment, or visit the nearest vision centre.',
      signs: [
        'Your sight has become slowly blurred over weeks or months.',
        'A red, sticky eye with no pain and clear sight.',
        'A watering eye, or pus from the inner corner of the eye.',
        'A lump on the eyelid.',
        'You have diabetes and had no eye check this year.',
      ],
    },
    {
      id: 'not',
      title: 'Not an emergency',
      action: 'Book an appointment on a day that suits you.',
      signs: [
        'You need new glasses, or find it hard to read small print.',
        'Itchy or tired eyes.',
        'A red patch on the white of the eye, with no injury, no pain and clear sight.',
        'A check-up for your family.',
      ],
    },
  ],
  firstAid: [
    {
      id: 'chemical',
      title: 'Chemical in the eye',
      steps: [
        'Wash the eye with clean water at once. Do not wait.',
        'Hold the eyelids open. Pour water gently from the nose side outwards.',
        'Keep washing for at least 15 minutes.',
        'Then come to the hospital at once. Call us on the way.',
        'Bring the bottle or packet, or write down the name of the product.',
      ],
    },
    {
      id: 'injury',
      title: 'Injury to the eye',
      steps: [
        'Do not rub or press the eye.',
        'Do not pull out anything stuck in the eye.',
        'Cover the eye with a clean paper cup. Tape the cup to the face, so it does not touch the eye.',
        'Do not eat or drink. You may need an operation.',
        'Come to the hospital at once.',
      ],
    },
    {
      id: 'dust',
      title: 'Dust or a small bit in the eye',
      steps: [
        'Do not rub the eye.',
        'Blink, and wash the eye with clean water.',
        'If it still hurts or feels stuck, come today.',
      ],
    },
  ],
  doNot: [
    'Do not put anything in the eye from home: no milk, no oil, no honey, no leaves or herbs.',
    'Do not put surma or kajal in a hurt or red eye.',
    'Do not buy steroid drops from the chemist. Without a doctor, they can make an infection much worse, or cause glaucoma.',
    'Do not rub or press a hurt eye.',
    'Do not wait to see if it gets better. Sight lost in an emergency may not come back.',
  ],
};

export default emergency;
