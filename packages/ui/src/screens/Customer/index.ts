export {
  type ConcernItem,
  type ConcernPriority,
  Concerns,
  type ConcernsProps,
  concernPriorities,
  concernPriorityLabels,
} from './Concerns/Concerns';
export {
  Overview,
  type OverviewAppointment,
  type OverviewConcern,
  type OverviewCounts,
  type OverviewProps,
} from './Overview/Overview';
export {
  Profile,
  type ProfileDetails,
  type ProfileEditableField,
  type ProfileGender,
  type ProfileMode,
  type ProfileProps,
  profileGenders,
  profileModes,
} from './Profile/Profile';
export {
  RaiseConcernDialog,
  type RaiseConcernDialogProps,
  type RaiseConcernField,
  type RaiseConcernValues,
} from './RaiseConcernDialog/RaiseConcernDialog';
