/** Interface strings of the treatments list, the treatment detail pages and the old /treatments-detail/ address. */
export const treatments = {
  title: 'Our Treatments',
  description:
    'Eye conditions treated at Drishti Eye Hospital, Chouparan: free cataract surgery, glaucoma, diabetic retinopathy, squint, ICL and more, explained in simple words.',
  intro:
    'What each eye problem is, the signs to watch for, how it is treated at our hospital, and when to come to us without waiting.',
  detail: {
    emergencyTitle: 'When to come urgently',
    emergencyCall: 'Call our 24x7 emergency line: {phone}',
    bookAppointment: 'Request an appointment',
  },
  /** The labelled eye drawings in each treatment's "what is it" section. */
  eye: {
    side: 'The eye from the side, cut through the middle',
    front: 'The eye from the front',
    affected: 'Where {name} happens: {part}',
    parts: {
      cornea: 'Cornea (clear front window)',
      conjunctiva: 'Conjunctiva (thin skin over the white)',
      uvea: 'Uvea (iris and the layer under the retina)',
      lens: 'Lens',
      retina: 'Retina and its blood vessels',
      opticNerve: 'Optic nerve',
      muscles: 'Eye muscles',
      tearDuct: 'Tear sac and tear duct',
    },
  },
  /** The comparison of normal sight with sight with the condition, among the symptom pictures. */
  vision: {
    title: 'What a patient may see',
    normal: 'Normal sight',
    affected: 'With {name}',
    slider: 'Compare normal sight with sight with {name}',
    valueText: '{percent}% normal sight shown',
    hint: 'Drag across the picture, or use the arrow keys, to compare.',
    note: 'A sample drawing, not a test of your sight.',
  },
  /** The old /treatments-detail/ address (its title, text and link are common.redirect). */
  redirectDescription: 'This address has moved to the list of all treatments.',
} as const;
