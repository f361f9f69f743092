import * as migration_20261121_193604_initial from './20261121_193604_initial';
import * as migration_20261121_195333_content_model from './20261121_195333_content_model';
import * as migration_20261121_215614_staff_roles from './20261121_215614_staff_roles';

export const migrations = [
  {
    up: migration_20261121_193604_initial.up,
    down: migration_20261121_193604_initial.down,
    name: '20261121_193604_initial',
  },
  {
    up: migration_20261121_195333_content_model.up,
    down: migration_20261121_195333_content_model.down,
    name: '20261121_195333_content_model',
  },
  {
    up: migration_20261121_215614_staff_roles.up,
    down: migration_20261121_215614_staff_roles.down,
    name: '20261121_215614_staff_roles'
  },
];
