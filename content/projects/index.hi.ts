import type { Project } from '../types';
import blanketOfLightMission from './blanket-of-light-mission.hi';
import doorstepCareCampForAll from './doorstep-care-camp-for-all.hi';
import oneEyeOneTree from './one-eye-one-tree.hi';
import saveEnvironmentSaveEyesight from './save-environment-save-eyesight.hi';
import schoolEyeScreening from './school-eye-screening.hi';

/** The 5 community projects in Hindi, in the English list's order (a parity test checks it). */
export const projects: readonly Project[] = [
  oneEyeOneTree,
  blanketOfLightMission,
  schoolEyeScreening,
  doorstepCareCampForAll,
  saveEnvironmentSaveEyesight,
];
