/** Interface strings of the /costs/ page (its facts are in content/costs.ts). */
export const costs = {
  title: 'Costs and free care',
  description: 'What is free at Drishti Eye Hospital and what is not, the government schemes we accept (Ayushman Bharat PM-JAY and Jharkhand’s state scheme), what to bring for them, and how a gift helps.',
  intro: 'Seeing the doctor is free. Cataract operations are free for anyone who cannot pay. Ask us before you pay for anything.',
  whatTitle: 'What is free, and what is not',
  free: 'Free',
  paid: 'Costs money',
  schemesTitle: 'Government schemes we accept',
  bringTitle: 'What to bring for the scheme',
  giveTitle: 'How to give',
  giveText: 'Your gift pays for eye care for people who cannot pay. Here is what it can do:',
  giveButton: 'Give now',
} as const;
