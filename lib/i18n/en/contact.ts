/** Strings of the contact page, the map embed and the branch list. */
export const contact = {
  title: 'Contact Us',
  description:
    'Call, e-mail or visit Drishti Eye Hospital in Chouparan and its vision centres in Chatra and Koderma: phone numbers, opening hours, map and a message form.',
  heading: 'We love to hear from our customers',
  intro: 'Call us, write to us or visit us. Our staff speak Hindi and English.',
  items: {
    label: 'Ways to reach us',
    phone: 'Call us',
    email: 'E-mail us',
    address: 'Visit us',
  },
  formTitle: 'Send us a message',
  map: {
    title: 'Find the main hospital',
    frameTitle: 'Map showing {name}',
    loading: 'Loading map…',
    open: 'Open {name} in maps',
  },
  branches: {
    title: 'Our hospital and vision centres',
    hours: 'Hours',
    phone: 'Phone',
    address: 'Address',
    directions: 'Directions',
    emergency: 'Emergency line, {hours}',
  },
} as const;
