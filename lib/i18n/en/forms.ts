/** Strings of the contact form (shared by Home and /contact) and of what both forms share. */
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
    fieldRequired: 'Please fill in this field.',
    invalidEmail: 'Please enter an e-mail address such as name@example.com.',
    honeypot: 'Leave this field empty',
    failureTitle: 'Your message could not be sent',
    failureText: 'Nothing you typed is lost: it is still in the form. You can send the same message by WhatsApp or e-mail, call us, or try again.',
    summaryHeading: 'Message from the website',
    required: 'All fields are required.',
  },
  /** The label of the visitor's language in the WhatsApp and e-mail fallback text. */
  language: 'Language',
  /** The message field of both forms. */
  message: {
    count: '{count} of {max} characters',
    tooLong: 'Please shorten the message to {max} characters or fewer.',
  },
  /** Other ways to reach the hospital, offered when a form cannot be sent. */
  fallbacks: {
    whatsapp: 'Send by WhatsApp',
    email: 'Send by e-mail',
    call: 'Call {phone}',
  },
  /** Shown under a form until its script has run (with JavaScript off, for good). */
  notReady: {
    title: 'This form can send once the page has finished loading',
    text: 'If the button stays grey, please call, WhatsApp or e-mail us instead. What you typed stays in the form.',
  },
  /** In the same box once the script has run: the same links, as other ways to reach the hospital. */
  otherWays: {
    title: 'Rather talk to us?',
    text: 'You can also call, WhatsApp or e-mail us.',
  },
} as const;
