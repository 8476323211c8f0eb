import type { Project } from '../types';
import blanketOfLightMission from './blanket-of-light-mission';
import doorstepCareCampForAll from './doorstep-care-camp-for-all';
import oneEyeOneTree from './one-eye-one-tree';
import saveEnvironmentSaveEyesight from './save-environment-save-eyesight';
import schoolEyeScreening from './school-eye-screening';

/** The 5 community projects in the navigation order. */
export const projects: readonly Project[] = [
  oneEyeOneTree,
  blanketOfLightMission,
  schoolEyeScreening,
  doorstepCareCampForAll,
  saveEnvironmentSaveEyesight,
];

export const projectNames = projects.map((p) => p.name);

export function getProject(name: string): Project | undefined {
  return projects.find((p) => p.name === name);
}
