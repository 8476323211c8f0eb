/**
 * The site's content model. Every page reads these types; content/ holds the
 * values. Image fields are root-relative paths under /images/ that the artwork script
 * (scripts/generate-art.ts) generates, so a content file never names a missing file.
 */

/** A raster image shipped in public/images, with the alt text a screen reader announces. */
export interface ImageRef {
  src: `/images/${string}`;
  alt: string;
}

/** An image with its intrinsic width and height (from content/image-manifest.json). */
export interface SizedImage extends ImageRef {
  width: number;
  height: number;
}

export interface TreatmentCard {
  image: ImageRef;
  title: string;
  description: string;
}

export interface TreatmentOption {
  name: string;
  description: string;
  image: ImageRef;
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** The parts of the eye the drawings can highlight (components/treatments/eye-drawings.tsx). */
export type EyePart = 'cornea' | 'conjunctiva' | 'lens' | 'uvea' | 'retina' | 'opticNerve' | 'tearDuct' | 'muscles';

export interface Treatment {
  /** Stable identity and URL segment in every language: /treatment-details/{slug}/ (the English name). */
  slug: string;
  /** Display name in the content's language. */
  name: string;
  /** One-sentence summary used for the page description and social cards. */
  summary: string;
  card: TreatmentCard;
  introduction: { title: string; content: string[]; image: ImageRef; banner: ImageRef };
  symptoms: { title: string; list: string[]; images: [ImageRef, ImageRef, ImageRef, ImageRef] };
  prevention: { title: string; list: string[]; image: ImageRef };
  treatments: { title: string; list: TreatmentOption[] };
  why_choose_us: { title: string; list: string[] };
  faq: { title: string; list: FaqItem[] };
  /** When to come to the hospital the same day (shown as an urgent notice). */
  urgent: string;
  /** The village scene as a patient with this condition sees it (beside `normalSight`), and the part of the eye it affects. */
  sight: { image: ImageRef; eyePart: EyePart };
}

export interface ImpactStory {
  title: string;
  image: ImageRef;
  name: string;
  description: string;
}

export interface Project {
  /** Stable identity and URL segment in every language: /projects/{slug}/ (the English name). */
  slug: string;
  /** Display name in the content's language. */
  name: string;
  description: string;
  bannerImg: ImageRef;
  title: string;
  about: { heading: string; content: string[] };
  slider: ImageRef[];
  keyHighlights: string[];
  impactStories: ImpactStory[];
}

export interface Doctor {
  /** Stable identity and exact URL segment in every language: /doctor-profile/{slug}/ (the English name). */
  slug: string;
  /** Display name in the content's language (Devanagari on Hindi pages). */
  name: string;
  qualification: string;
  specialization: string;
  hospital: string;
  description: string;
  experience: string;
  image: ImageRef;
}

export interface KeyPerson {
  name: string;
  role: string;
  description: string;
  image: ImageRef;
}

export interface GalleryImage {
  id: number;
  image: ImageRef;
}

export interface HeroSlide {
  img: ImageRef;
  header?: string;
  title: string;
  description: string;
  buttonText: string;
  /** Which page the button opens (a key of lib/routes.ts), so each language links to its own twin. */
  link: HeroLink;
}

/** Pages a hero slide can open. */
export type HeroLink = 'about' | 'blog' | 'mission' | 'treatments';

export interface Branch {
  /** Short name used in lists and forms: Chouparan, Chatra, Koderma. */
  id: 'chouparan' | 'chatra' | 'koderma';
  name: string;
  timing: string;
  hospitalName: string;
  address: string;
  phone: string;
  tel?: string;
  /** Map embed URL (loaded lazily) and a plain maps link for when embeds are blocked. */
  map: { embed: string; link: string };
}

export interface StatItem {
  icon: 'doctors' | 'services' | 'surgeries';
  value: number;
  label: string;
}

export interface NavItem {
  name: string;
  path: string;
}

export interface Testimonial {
  name: string;
  place: string;
  text: string;
}

export interface FeedbackVideo {
  id: number;
  src: `/videos/${string}`;
  poster: `/images/${string}`;
  title: string;
}

/**
 * The shape of a translation of an untyped (`as const`) content value: every text becomes any
 * string, every other value and every key stays, so a missing or extra key is a type error.
 */
export type Translated<T> = T extends string ? string : { readonly [K in keyof T]: Translated<T[K]> };

/** A text-only mirror (e.g. content/site.hi.ts): keys may be left out, but none may be added. */
export type TranslatedTexts<T> = T extends string ? string : { readonly [K in keyof T]?: TranslatedTexts<T[K]> };

export type BranchId = Branch['id'];

/** Days the hospital sees patients (Sunday is closed; the emergency line is 24x7). */
export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

/** One doctor at one branch on one weekday (content/schedule.ts): keyed on doctor slug and branch id. */
export interface ScheduleSlot {
  doctor: string;
  branch: BranchId;
  day: Weekday;
  session: 'morning' | 'afternoon' | 'day';
}
