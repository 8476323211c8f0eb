/** Every timing, threshold and limit, in one place. */
export const HEADER_FIXED_AFTER_PX = 50;
export const DESKTOP_MIN_WIDTH_PX = 1024;
export const SCROLL_TOP_AFTER_PX = 100;

export const HERO_AUTOPLAY_MS = 4000;
export const HERO_TRANSITION_MS = 500;

export const HOME_GALLERY_AUTOPLAY_MS = 3500;
export const HOME_GALLERY_SLIDES_DESKTOP = 4;
export const HOME_GALLERY_SLIDES_MOBILE = 1;
/** Width from which the home gallery shows its desktop count. */
export const HOME_GALLERY_BREAKPOINT_PX = 768;

export const GALLERY_INITIAL_COUNT = 18;
export const GALLERY_STEP = 6;

export const HOME_SERVICES_COUNT = 8;

export const STATS_COUNT_DURATION_MS = 2500;

export const PROJECT_SLIDER_AUTOPLAY_MS = 3000;
export const PROJECT_SLIDER_SPEED_MS = 500;

export const CALENDAR_CHECK_INTERVAL_MS = 1000;

export const SPLASH_DURATION_MS = 3000;

export const BLOG_PAGE_SIZE = 6;
export const RECENT_BLOGS_FETCHED = 10;
export const RECENT_BLOGS_SHOWN = 3;

export const FEEDBACK_PAGE_SIZE = 6;
export const FEEDBACK_VIDEO_COUNT = 16;

export const TOAST_DURATION_MS = {
  error: 4000,
  success: 2000,
  loading: Infinity,
  blank: 4000,
} as const;
export const TOAST_MAX_VISIBLE = 20;

/** Appointment requests: how far ahead a date may be chosen. */
export const APPOINTMENT_MAX_DAYS_AHEAD = 60;

/** Content service client (library defaults, stated here so they are visible). */
export const CMS_TIMEOUT_MS = 30000;
export const CMS_DEFAULT_ENVIRONMENT = 'master';

/** Entrance animation presets. Durations in seconds, offsets in px. */
export const ANIMATION = {
  fadeUp: { y: 50, duration: 0.8 },
  stagger: { y: 50, duration: 1, childDelay: 0.15 },
  slideLeft: { x: -100, duration: 0.5 },
  slideRight: { x: 100, duration: 0.5 },
  scaleIn: { scale: 0.95, duration: 0.9 },
  flipIn: { rotateY: -90, duration: 1 },
} as const;

/** Marks a link that opens the donation dialog (Contribute above the footer, Give now on /costs/); without scripts it leads to the giving details (`GIVING_ID`). */
export const DONATE_OPENER_ATTRIBUTE = 'data-donate-open';

/** The id of the giving details above the footer, which show without scripts or when a link leads to them. */
export const GIVING_ID = 'giving';
