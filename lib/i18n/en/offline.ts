/** Interface strings of the offline page and of the outbox status under both forms. */
export const offline = {
  title: 'You are offline',
  description: 'This phone has no connection right now. You can still call the hospital.',
  intro: 'This page needs a connection that this phone does not have right now. You can still call us: the numbers below work without internet.',
  callTitle: 'Call us',
  hospitalLine: 'Hospital',
  emergencyLine: 'Eye emergency (24x7)',
  callLabel: 'Call {name}: {number}',
  branchesTitle: 'Our hospital and vision centres',
  retry: 'Try again',
  savedPages: 'Pages you opened before, such as the home page, contact, appointment, treatments, emergency and your visit, also open without a connection.',
  saveData: {
    note: 'Data saver is on, so this loads only when you ask.',
    showMap: 'Show the map',
    showReviews: 'Data saver is on: show more reviews',
  },
  outbox: {
    title: 'Saved on this phone',
    savedText: 'Your request could not be sent now. It is saved on this phone and will be sent by itself when the connection is back. You can also send it by WhatsApp or call us.',
    reference: 'Reference number',
    state: 'Status',
    states: {
      waiting: 'Waiting for the connection',
      sending: 'Sending…',
      sent: 'Sent. Your details have been removed from this phone.',
    },
    kinds: {
      contact: 'Message',
      appointment: 'Appointment request',
    },
    delete: 'Delete from this phone',
    deleteLabel: 'Delete from this phone: request {reference}',
  },
} as const;
