/** Interface strings of the home page (content texts live in content/home.ts). */
export const home = {
  carousel: {
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause slideshow',
    play: 'Play slideshow',
    slideLabel: 'Slide {n} of {total}',
  },
  hero: {
    label: 'Highlights',
  },
  about: {
    eyebrow: 'About Us',
    more: 'More About Us',
  },
  benefits: {
    title: 'Why patients choose us',
  },
  services: {
    eyebrow: 'Our Services',
    title: 'Eye problems we treat',
    intro: 'Tap a problem to read its signs, how it is treated and when to see a doctor.',
    viewMore: 'View More',
  },
  consultation: {
    title: 'Are You Looking For Eye Care Consultation?',
    text: 'Ask for an appointment at any of our three branches. For an eye injury or sudden loss of sight, call the emergency line at any hour.',
    book: 'Book Appointment',
    emergency: 'Emergency (24x7):',
  },
  doctors: {
    eyebrow: 'Our Doctors',
    title: 'Meet our eye specialists',
    viewMore: 'View More',
    experience: '{years} experience',
  },
  contact: {
    title: 'Need a Doctor for Check-up?',
    text: 'Call the branch nearest to you, or send us a message and we will call you back.',
    phones: 'Call a branch',
    formTitle: 'Send us a message',
  },
  stats: {
    label: 'Our work in numbers',
  },
  testimonials: {
    eyebrow: 'Testimonials',
    title: 'What our patients say',
    loading: 'Loading more patient reviews…',
  },
  gallery: {
    eyebrow: 'Gallery',
    title: 'Life at the hospital and our camps',
    label: 'Photo gallery',
    viewAll: 'See the full gallery',
  },
  branches: {
    eyebrow: 'Our Branches',
    title: 'Visit us',
    hours: 'Opening hours',
    address: 'Address',
    call: 'Call',
    openInMaps: 'Open in maps',
    mapTitle: 'Map of {name}',
  },
} as const;
