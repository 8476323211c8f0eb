/** Interface strings of the gallery page and the image lightbox (shared with the home page). */
export const gallery = {
  title: 'Gallery',
  description: 'Photos from Drishti Eye Hospital: free cataract surgery days, village eye camps, school screening, our vision centres and the people we care for.',
  intro: 'Moments from our hospital, vision centres and community eye camps. Tap a photo to see it larger.',
  viewMore: 'View More',
  shown: 'Showing {shown} of {total} photos',
  open: 'Open photo {n}: {alt}',
  lightbox: {
    label: 'Photo viewer',
    close: 'Close',
    previous: 'Previous photo',
    next: 'Next photo',
    counter: 'Photo {n} of {total}',
    loading: 'Loading photo…',
    error: 'The photo could not be loaded. Please check your connection and try again.',
  },
} as const;
