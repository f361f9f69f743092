import * as migration_20261121_213534_initial from './20261121_213534_initial';
import * as migration_20261121_230121_staff_side from './20261121_230121_staff_side';
import * as migration_20261123_124623_staff_access from './20261123_124623_staff_access';
import * as migration_20261123_131023_localization from './20261123_131023_localization';
import * as migration_20261123_134317_albums from './20261123_134317_albums';
import * as migration_20261123_140119_s3_storage from './20261123_140119_s3_storage';
import * as migration_20261123_161555_site_settings_lines from './20261123_161555_site_settings_lines';
import * as migration_20261123_191025_alerts from './20261123_191025_alerts';
import * as migration_20261123_193055_events from './20261123_193055_events';
import * as migration_20261123_193942_query_indexes from './20261123_193942_query_indexes';
import * as migration_20261123_195340_search_index from './20261123_195340_search_index';
import * as migration_20261123_213208_search_title_index from './20261123_213208_search_title_index';
import * as migration_20261123_223202_regulators from './20261123_223202_regulators';
import * as migration_20261123_225056_committees from './20261123_225056_committees';
import * as migration_20261124_003020_search_committees_policies from './20261124_003020_search_committees_policies';
import * as migration_20261126_004331_type_names from './20261126_004331_type_names';
import * as migration_20261126_034442_school_notices from './20261126_034442_school_notices';
import * as migration_20261126_035047_fees_admission_finder from './20261126_035047_fees_admission_finder';
import * as migration_20261126_041001_subscriptions from './20261126_041001_subscriptions';
import * as migration_20261127_234616_grievance_mail from './20261127_234616_grievance_mail';
import * as migration_20261128_014138_alert_confirm from './20261128_014138_alert_confirm';
import * as migration_20261128_022501_admission_enquiries from './20261128_022501_admission_enquiries';
import * as migration_20261128_023655_admission_classes from './20261128_023655_admission_classes';
import * as migration_20261128_050749_downloads_staff_directory from './20261128_050749_downloads_staff_directory';

export const migrations = [
  {
    up: migration_20261121_213534_initial.up,
    down: migration_20261121_213534_initial.down,
    name: '20261121_213534_initial',
  },
  {
    up: migration_20261121_230121_staff_side.up,
    down: migration_20261121_230121_staff_side.down,
    name: '20261121_230121_staff_side',
  },
  {
    up: migration_20261123_124623_staff_access.up,
    down: migration_20261123_124623_staff_access.down,
    name: '20261123_124623_staff_access',
  },
  {
    up: migration_20261123_131023_localization.up,
    down: migration_20261123_131023_localization.down,
    name: '20261123_131023_localization',
  },
  {
    up: migration_20261123_134317_albums.up,
    down: migration_20261123_134317_albums.down,
    name: '20261123_134317_albums',
  },
  {
    up: migration_20261123_140119_s3_storage.up,
    down: migration_20261123_140119_s3_storage.down,
    name: '20261123_140119_s3_storage',
  },
  {
    up: migration_20261123_161555_site_settings_lines.up,
    down: migration_20261123_161555_site_settings_lines.down,
    name: '20261123_161555_site_settings_lines',
  },
  {
    up: migration_20261123_191025_alerts.up,
    down: migration_20261123_191025_alerts.down,
    name: '20261123_191025_alerts',
  },
  {
    up: migration_20261123_193055_events.up,
    down: migration_20261123_193055_events.down,
    name: '20261123_193055_events',
  },
  {
    up: migration_20261123_193942_query_indexes.up,
    down: migration_20261123_193942_query_indexes.down,
    name: '20261123_193942_query_indexes',
  },
  {
    up: migration_20261123_195340_search_index.up,
    down: migration_20261123_195340_search_index.down,
    name: '20261123_195340_search_index',
  },
  {
    up: migration_20261123_213208_search_title_index.up,
    down: migration_20261123_213208_search_title_index.down,
    name: '20261123_213208_search_title_index',
  },
  {
    up: migration_20261123_223202_regulators.up,
    down: migration_20261123_223202_regulators.down,
    name: '20261123_223202_regulators',
  },
  {
    up: migration_20261123_225056_committees.up,
    down: migration_20261123_225056_committees.down,
    name: '20261123_225056_committees',
  },
  {
    up: migration_20261124_003020_search_committees_policies.up,
    down: migration_20261124_003020_search_committees_policies.down,
    name: '20261124_003020_search_committees_policies',
  },
  {
    up: migration_20261126_004331_type_names.up,
    down: migration_20261126_004331_type_names.down,
    name: '20261126_004331_type_names',
  },
  {
    up: migration_20261126_034442_school_notices.up,
    down: migration_20261126_034442_school_notices.down,
    name: '20261126_034442_school_notices',
  },
  {
    up: migration_20261126_035047_fees_admission_finder.up,
    down: migration_20261126_035047_fees_admission_finder.down,
    name: '20261126_035047_fees_admission_finder',
  },
  {
    up: migration_20261126_041001_subscriptions.up,
    down: migration_20261126_041001_subscriptions.down,
    name: '20261126_041001_subscriptions',
  },
  {
    up: migration_20261127_234616_grievance_mail.up,
    down: migration_20261127_234616_grievance_mail.down,
    name: '20261127_234616_grievance_mail',
  },
  {
    up: migration_20261128_014138_alert_confirm.up,
    down: migration_20261128_014138_alert_confirm.down,
    name: '20261128_014138_alert_confirm',
  },
  {
    up: migration_20261128_022501_admission_enquiries.up,
    down: migration_20261128_022501_admission_enquiries.down,
    name: '20261128_022501_admission_enquiries',
  },
  {
    up: migration_20261128_023655_admission_classes.up,
    down: migration_20261128_023655_admission_classes.down,
    name: '20261128_023655_admission_classes',
  },
  {
    up: migration_20261128_050749_downloads_staff_directory.up,
    down: migration_20261128_050749_downloads_staff_directory.down,
    name: '20261128_050749_downloads_staff_directory'
  },
];
