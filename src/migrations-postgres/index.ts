import * as migration_20261121_213534_initial from './20261121_213534_initial';

export const migrations = [
  {
    up: migration_20261121_213534_initial.up,
    down: migration_20261121_213534_initial.down,
    name: '20261121_213534_initial'
  },
];
