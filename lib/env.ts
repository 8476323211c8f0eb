/**
 * Build-time configuration, read once. Everything is optional: a missing value switches that
 * feature off (see the README's Decisions). Read only from server components and build scripts; client islands
 * receive the public values they need as props, so no secret can reach the browser bundle.
 */
import { site } from '../content/site';
import { CMS_DEFAULT_ENVIRONMENT } from './constants';

function read(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

export interface EmailJsConfig {
  serviceId: string;
  publicKey: string;
  contactTemplateId: string;
  appointmentTemplateId: string;
}

function emailJs(): EmailJsConfig | undefined {
  const serviceId = read('EMAILJS_SERVICE_ID');
  const publicKey = read('EMAILJS_PUBLIC_KEY');
  const contactTemplateId = read('EMAILJS_CONTACT_TEMPLATE_ID');
  const appointmentTemplateId = read('EMAILJS_APPOINTMENT_TEMPLATE_ID') ?? contactTemplateId;
  if (!serviceId || !publicKey || !contactTemplateId || !appointmentTemplateId) return undefined;
  return { serviceId, publicKey, contactTemplateId, appointmentTemplateId };
}

export const env = {
  siteUrl: (read('SITE_URL') ?? 'http://localhost:3000').replace(/\/+$/, ''),
  emailJs: emailJs(),
  razorpayButtonId: read('RAZORPAY_PAYMENT_BUTTON_ID'),
  reviewWidgetId: read('ELFSIGHT_WIDGET_ID'),
  /** WhatsApp number in international form without '+', e.g. 919876543210. */
  whatsappNumber: read('WHATSAPP_NUMBER') ?? site.contact.whatsapp,
  social: {
    facebook: read('SOCIAL_FACEBOOK_URL') ?? site.social.facebook,
    instagram: read('SOCIAL_INSTAGRAM_URL') ?? site.social.instagram,
    youtube: read('SOCIAL_YOUTUBE_URL') ?? site.social.youtube,
    x: read('SOCIAL_X_URL') ?? site.social.x,
  },
  analytics: {
    plausibleDomain: read('PLAUSIBLE_DOMAIN'),
  },
  contentful: {
    spaceId: read('CONTENTFUL_SPACE_ID'),
    accessToken: read('CONTENTFUL_ACCESS_TOKEN'),
    environment: read('CONTENTFUL_ENVIRONMENT') ?? CMS_DEFAULT_ENVIRONMENT,
    host: read('CONTENTFUL_HOST'),
  },
  contentStrict: read('CONTENT_STRICT') === '1' || read('CI') === 'true',
} as const;

/** Names of the optional features that are switched off in this build (printed once by the build). */
export function disabledFeatures(): string[] {
  const off: string[] = [];
  if (!env.emailJs) off.push('EmailJS forms (EMAILJS_*)');
  if (!env.razorpayButtonId) off.push('donation button (RAZORPAY_PAYMENT_BUTTON_ID)');
  if (!env.reviewWidgetId) off.push('review widget (ELFSIGHT_WIDGET_ID)');
  if (!env.contentful.spaceId || !env.contentful.accessToken) off.push('Contentful (sample blog posts used)');
  if (!env.analytics.plausibleDomain) off.push('analytics (PLAUSIBLE_DOMAIN)');
  return off;
}
