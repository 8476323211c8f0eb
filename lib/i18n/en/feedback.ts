/** Interface strings of the Patient Feedback page. */
export const feedback = {
  navTitle: 'Feedback',
  heading: 'Our Patient Feedback',
  title: 'Patient Feedback',
  description:
    'Short videos of patients and families from Hazaribagh, Chatra and Koderma describing their cataract surgery, children’s glasses, eye camps and care at Drishti Eye Hospital.',
  intro: 'Patients and their families tell, in their own words, what changed after their treatment.',
  previous: 'Previous',
  next: 'Next',
  pageLabel: 'Page {page} of {total}',
  paginationLabel: 'Feedback video pages',
  noVideo: 'Your browser cannot play this video.',
} as const;
