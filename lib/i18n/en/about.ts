/** Interface strings of the About Hospital page (content text lives in content/about.ts and content/people.ts). */
export const about = {
  title: 'About Hospital',
  description:
    'The story of Drishti Eye Hospital in Chouparan: a charitable trust registered in 2013, its partners, the 19 eye care services it offers, its way of working, its founder and key people.',
  intro: 'A charitable eye hospital for the villages of Hazaribagh, Chatra and Koderma, where nobody is turned away for want of money.',
  storyTitle: 'Our Story',
  trustTitle: 'The Trust Behind the Hospital',
  trustFacts: {
    name: 'Trust',
    registered: 'Registered',
    act: 'Under the',
  },
  partnershipsTitle: 'Our Partners',
  partnershipsIntro: 'We work with government programmes and companies so that more people can be treated free of cost.',
  servicesTitle: 'Our Services',
  servicesIntro: '19 services under one roof, from a simple eye test to retina and children’s eye surgery.',
  cultureTitle: 'Our Culture',
  cultureIntro: 'How we work, every day, with every patient.',
  founderTitle: 'Our Founder',
  keyPeopleTitle: 'Key People',
  keyPeopleIntro: 'The people who run the hospital and its outreach work.',
  visitTitle: 'Visit Us',
  visitText: 'Open {hours}. Emergency line {emergency}.',
  meetDoctors: 'Meet our doctors',
  ourMission: 'Read our mission',
} as const;
