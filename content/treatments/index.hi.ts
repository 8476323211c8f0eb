import type { Treatment } from '../types';
import cataract from './cataract.hi';
import cornealUlcer from './corneal-ulcer.hi';
import dacryocystitis from './dacryocystitis.hi';
import diabeticRetinopathy from './diabetic-retinopathy.hi';
import glaucoma from './glaucoma.hi';
import hypertensiveRetinopathy from './hypertensive-retinopathy.hi';
import iclIpcl from './icl-ipcl.hi';
import pterygium from './pterygium.hi';
import retinalDetachment from './retinal-detachment.hi';
import squint from './squint.hi';
import uveitis from './uveitis.hi';

/** The 11 treatments in Hindi, in the same order as the English list (a parity test checks it). */
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
