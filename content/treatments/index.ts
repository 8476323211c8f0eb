import type { Treatment } from '../types';
import cataract from './cataract';
import cornealUlcer from './corneal-ulcer';
import dacryocystitis from './dacryocystitis';
import diabeticRetinopathy from './diabetic-retinopathy';
import glaucoma from './glaucoma';
import hypertensiveRetinopathy from './hypertensive-retinopathy';
import iclIpcl from './icl-ipcl';
import pterygium from './pterygium';
import retinalDetachment from './retinal-detachment';
import squint from './squint';
import uveitis from './uveitis';

/** The 11 treatments in the navigation order (home shows the first 8, the nav lists all). */
export const treatments: readonly Treatment[] = [
  cataract,
  pterygium,
  glaucoma,
  uveitis,
  diabeticRetinopathy,
  hypertensiveRetinopathy,
  retinalDetachment,
  dacryocystitis,
  cornealUlcer,
  iclIpcl,
  squint,
];

export const treatmentNames = treatments.map((t) => t.name);

export function getTreatment(name: string): Treatment | undefined {
  return treatments.find((t) => t.name === name);
}
