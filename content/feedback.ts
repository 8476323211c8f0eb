/**
 * Patient feedback videos (16 fixed files). The clips and posters are short generated
 * samples made by scripts/generate-videos.sh from these titles; real recordings replace them at
 * the same paths. Sample people: see content/README.md.
 */
import type { FeedbackVideo } from './types';

const titles = [
  'Sunita Devi, Chouparan: seeing my grandchildren again after cataract surgery',
  'Ramdev Mahto, Chatra: back to the fields two weeks after surgery',
  'Asha Kumari, Koderma: my daughter’s first glasses from school screening',
  'Mohammad Salim, Barhi: cashless treatment with the government card',
  'Phulmani Oraon, Simaria: the eye camp came to our village',
  'Vijay Prasad, Hazaribagh: my diabetes check found eye damage early',
  'Gita Devi, Itkhori: both eyes operated, no cost to my family',
  'Rajesh Singh, Jhumri Telaiya: glaucoma drops explained clearly',
  'Kalawati Devi, Padma: a blanket and my sight in the same winter',
  'Sunil Rana, Chouparan: treated at night after a farm injury',
  'Meena Kumari, Chatra: my son’s squint surgery',
  'Bhola Yadav, Domchanch: the hospital vehicle took me home',
  'Anita Toppo, Hunterganj: clear vision after a corneal ulcer',
  'Shankar Paswan, Barkatha: reading the newspaper again',
  'Rukmini Devi, Koderma: kind nurses and a clean ward',
  'Arjun Kumar, Chouparan: spectacle-free with an ICL lens',
];

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

export const feedbackVideos: readonly FeedbackVideo[] = titles.map((title, i) => ({
  id: i + 1,
  src: `/videos/feedback-${pad(i + 1)}.mp4`,
  poster: `/images/feedback/feedback-${pad(i + 1)}.jpg`,
  title,
}));
