import * as migration_20261121_193604_initial from './20261121_193604_initial';

export const migrations = [
  {
    up: migration_20261121_193604_initial.up,
    down: migration_20261121_193604_initial.down,
    name: '20261121_193604_initial'
  },
];
