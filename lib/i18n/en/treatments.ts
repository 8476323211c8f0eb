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
  /** The old /treatments-detail/ address (its title, text and link are common.redirect). */
  redirectDescription: 'This address has moved to the list of all treatments.',
} as const;
