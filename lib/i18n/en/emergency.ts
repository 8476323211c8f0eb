/** Interface strings of the /emergency/ page (its medical text is in content/emergency.ts). */
export const emergency = {
  title: 'Eye emergency',
  description: 'What to do in an eye emergency: call the 24x7 line, which eye problems need care now, today or within a week, and first aid for a chemical splash or an injury.',
  callFirst: 'Eye emergency? Call us now, day or night:',
  callLabel: 'Call the emergency line: {number}',
  intro: 'Call first. Then come to the main hospital in Chouparan. We are open for emergencies 24 hours a day, every day.',
  tiersTitle: 'How urgent is it?',
  firstAidTitle: 'First aid',
  doNotTitle: 'What not to do',
  where: 'Emergencies are seen at the main hospital: {address}.',
  schemaAbout: 'Eye emergencies and first aid',
} as const;
