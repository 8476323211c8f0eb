/** Interface strings of the Our Mission page (content text lives in content/mission.ts). */
export const mission = {
  title: 'Our Mission',
  description:
    'Our vision for eye care in Hazaribagh, Chatra and Koderma and the 2030 goal to end avoidable blindness there: the pillars, goals and objectives of Drishti Eye Hospital, and why patients choose us.',
  intro: 'Why we exist, what we want to achieve by 2030, and how we will get there.',
  visionTitle: 'Our Vision',
  missionTitle: 'Our Mission Statement',
  districtsLabel: 'Districts we serve',
  pillarsTitle: 'Mission Pillars',
  goalsTitle: 'Our Goals',
  objectivesTitle: 'Our Objectives',
  whyChooseUsTitle: 'Why Choose Us',
  bookAppointment: 'Book Appointment',
} as const;
