/** Interface strings of the community project pages. */
export const projects = {
  keyHighlights: 'Key highlights',
  impactStories: 'Impact stories',
  slider: {
    label: 'Photos from {name}',
    roleDescription: 'carousel',
    slideLabel: 'Photo {index} of {total}',
    previous: 'Previous photo',
    next: 'Next photo',
    pause: 'Pause slideshow',
    play: 'Play slideshow',
  },
} as const;
