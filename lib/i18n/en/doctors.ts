/** Interface strings of the doctors list and the doctor profile pages. */
export const doctors = {
  title: 'Our Doctors',
  description:
    'Meet the eye surgeons and specialists of Drishti Eye Hospital in Chouparan and its vision centres in Chatra and Koderma: cataract, retina, glaucoma, cornea, children’s eyes and refractive surgery.',
  intro: 'Experienced eye specialists who examine and operate on patients from across Hazaribagh, Chatra and Koderma.',
  qualification: 'Qualification',
  specialization: 'Specialization',
  hospital: 'Hospital',
  experience: 'Experience',
  viewProfileShort: 'View Profile',
  profileTitle: '{name}, {specialization}',
  profileDescription: '{name} ({qualification}), {specialization} at {hospital}, with {experience} of experience. Read about the doctor and book an appointment.',
  about: 'About the doctor',
  bookAppointment: 'Book Appointment',
  allDoctors: 'All doctors',
} as const;
