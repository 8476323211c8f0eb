/** Strings of the contact form (shared by Home and /contact). */
export const forms = {
  contact: {
    title: 'Send us a message',
    name: 'Your name',
    email: 'E-mail address',
    mob: 'Mobile number',
    subject: 'Subject',
    message: 'Message',
    submit: 'Send Message',
    sending: 'Sending…',
    success: 'Message Sent Successfully!',
    failure: 'Message Sending Failed!',
    invalidMobile: 'Please enter a 10-digit mobile number, for example 98765 43210 or +91 98765 43210.',
    honeypot: 'Leave this field empty',
    fallback: 'Your message was not sent, but nothing is lost. You can send the same message by e-mail:',
    fallbackLink: 'Send by e-mail instead',
    required: 'All fields are required.',
  },
} as const;
